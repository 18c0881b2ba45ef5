import type { Plugin } from 'vite';

/** react-aria's module that works out the browser's locale (react-aria 3.53). */
export const DEFAULT_LOCALE_MODULE = /\/react-aria\/dist\/private\/i18n\/useDefaultLocale\.mjs$/;

/**
 * The same exports as react-aria's useDefaultLocale.mjs, without ICU at module load. The
 * original validates the browser's language with `Intl.DateTimeFormat.supportedLocalesOf`
 * and asks `Intl.Locale` for its direction as soon as the entry chunk is evaluated: the first
 * use of ICU in a fresh page, 20–60 ms of one task on this machine, on every first load —
 * the sign-in page's longest task (issue 30, decision 0076). The app never uses the browser's
 * locale (UiProvider gives react-aria es-AR), so here it is read as it comes, and its
 * direction from the language alone (react-aria's own fallback list when Intl.Locale is absent).
 */
export const defaultLocaleSource = `
import {useIsSSR} from '../ssr/SSRProvider.mjs';
import {useEffect, useState} from 'react';

const localeSymbol = Symbol.for('react-aria.i18n.locale');
const RTL_LANGS = new Set(['ae', 'ar', 'arc', 'bcc', 'bqi', 'ckb', 'dv', 'fa', 'glk', 'he', 'ku', 'mzn', 'nqo', 'pnb', 'ps', 'sd', 'ug', 'ur', 'yi']);

export function getDefaultLocale() {
  let locale = (typeof window !== 'undefined' && window[localeSymbol]) || (typeof navigator !== 'undefined' && navigator.language) || 'en-US';
  return {locale, direction: RTL_LANGS.has(locale.split('-')[0]) ? 'rtl' : 'ltr'};
}

let currentLocale = getDefaultLocale();
let listeners = new Set();
function updateLocale() {
  currentLocale = getDefaultLocale();
  for (let listener of listeners) listener(currentLocale);
}

export function useDefaultLocale() {
  let isSSR = useIsSSR();
  let [defaultLocale, setDefaultLocale] = useState(currentLocale);
  useEffect(() => {
    if (listeners.size === 0) window.addEventListener('languagechange', updateLocale);
    listeners.add(setDefaultLocale);
    return () => {
      listeners.delete(setDefaultLocale);
      if (listeners.size === 0) window.removeEventListener('languagechange', updateLocale);
    };
  }, []);
  if (isSSR) return {locale: (typeof window !== 'undefined' && window[localeSymbol]) || 'en-US', direction: 'ltr'};
  return defaultLocale;
}
`;

/**
 * Serves `defaultLocaleSource` for react-aria's module in builds. A build that bundles
 * react-aria but never meets the module fails: react-aria moved it, and the replacement would
 * silently stop applying. (The prerender's server build leaves react-aria to Node.)
 */
export function defaultLocaleWithoutIcu(): Plugin {
  let bundlesReactAria = false;
  let replaced = false;
  return {
    name: 'default-locale-without-icu',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      bundlesReactAria = false;
      replaced = false;
    },
    load(id) {
      const path = id.split('?')[0]!;
      if (path.includes('/react-aria/dist/')) bundlesReactAria = true;
      if (!DEFAULT_LOCALE_MODULE.test(path)) return null;
      replaced = true;
      return defaultLocaleSource;
    },
    buildEnd(error) {
      if (!error && bundlesReactAria && !replaced) this.error("default-locale-without-icu: no se encontró react-aria/dist/private/i18n/useDefaultLocale.mjs (¿cambió react-aria?)");
    },
  };
}
