import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LOCALE_MODULE, defaultLocaleSource, defaultLocaleWithoutIcu } from '../../../scripts/vite-default-locale';

const require = createRequire(import.meta.url);
const reactAriaDir = dirname(require.resolve('react-aria/package.json'));
const original = join(reactAriaDir, 'dist/private/i18n/useDefaultLocale.mjs');
// Next to the original, so its relative import of react-aria's SSR module resolves as in the build.
const copy = join(dirname(original), 'useDefaultLocale.vitest-copy.mjs');
afterAll(() => rmSync(copy, { force: true }));

type Hooks = {
  buildStart: () => void;
  load: (id: string) => string | null;
  buildEnd: (error?: Error) => void;
};
const hooksOf = () => {
  const plugin = defaultLocaleWithoutIcu() as unknown as Hooks;
  const context = { error: (message: string) => { throw new Error(message); } };
  return {
    buildStart: () => plugin.buildStart.call(context),
    load: (id: string) => plugin.load.call(context, id),
    buildEnd: () => plugin.buildEnd.call(context),
  };
};

describe("react-aria's default locale without ICU at load (decision 0076)", () => {
  it('replaces the module react-aria has, with the same exports', () => {
    expect(DEFAULT_LOCALE_MODULE.test(original)).toBe(true);
    const exported = (source: string) =>
      [...source.matchAll(/export\s*\{([^}]*)\}/g)]
        .flatMap((m) => m[1]!.split(','))
        .map((part) => part.trim().split(/\s+as\s+/).pop()!)
        .concat([...source.matchAll(/export function (\w+)/g)].map((m) => m[1]!))
        .filter(Boolean)
        .sort();
    expect(exported(defaultLocaleSource)).toEqual(exported(readFileSync(original, 'utf8')));
  });

  it('calls no Intl API when it is evaluated', () => {
    expect(defaultLocaleSource).not.toMatch(/Intl\./);
  });

  it("gives the browser's language, and its direction from the language", async () => {
    writeFileSync(copy, defaultLocaleSource);
    vi.stubGlobal('navigator', { language: 'es-AR' });
    const module = (await import(/* @vite-ignore */ pathToFileURL(copy).href)) as { getDefaultLocale: () => { locale: string; direction: string } };
    expect(module.getDefaultLocale()).toEqual({ locale: 'es-AR', direction: 'ltr' });
    vi.stubGlobal('navigator', { language: 'ar-EG' });
    expect(module.getDefaultLocale()).toEqual({ locale: 'ar-EG', direction: 'rtl' });
    vi.unstubAllGlobals();
  });

  it('serves the replacement for that module only', () => {
    const hooks = hooksOf();
    hooks.buildStart();
    expect(hooks.load(`${original}?v=1`)).toBe(defaultLocaleSource);
    expect(hooks.load(join(reactAriaDir, 'dist/private/i18n/utils.mjs'))).toBeNull();
    expect(() => hooks.buildEnd()).not.toThrow();
  });

  it('fails a build that bundles react-aria without meeting the module (react-aria moved it)', () => {
    const hooks = hooksOf();
    hooks.buildStart();
    hooks.load(join(reactAriaDir, 'dist/private/i18n/utils.mjs'));
    expect(() => hooks.buildEnd()).toThrow(/useDefaultLocale/);
  });

  it('lets a build without react-aria pass (the prerender leaves it to Node)', () => {
    const hooks = hooksOf();
    hooks.buildStart();
    hooks.load('/work/src/app/prerender.tsx');
    expect(() => hooks.buildEnd()).not.toThrow();
  });
});
