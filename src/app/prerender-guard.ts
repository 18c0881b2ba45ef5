import { warmUpIntl } from '../lib/format/locale';
import { APP_SCRIPTS_ID, PENDING_ATTRIBUTE, SKIP_ATTRIBUTE, type PrerenderedHead } from './prerender-marks';

/**
 * The script a prerendered page runs before its JS arrives. An ordinary module: the build
 * bundles it on its own as a classic script (scripts/vite-prerender.ts, `guardScript`) and
 * puts it inline in each prerendered page's <head>, after the JSON block it reads (the
 * path it was rendered for, the session's storage keys, the app's scripts). The same text
 * in every page, so a Content Security Policy can allow it by one hash (the build writes it
 * to csp-hashes.json). The browser bundle never imports this module (decision 0013).
 *
 * - The HTML is the page as a signed-out visitor sees it at the path it was rendered for.
 *   If this visit will render something else — the static server answered a deep link
 *   (/dashboard/…) with index.html, or tokens are stored so the guard will redirect — the
 *   root is hidden before it is ever painted, and emptied once parsed: main.tsx then renders
 *   from scratch (no flash of the sign-in form, no hydration of markup that does not match).
 * - The app's scripts are requested once the page's first paint is on screen (at once when
 *   there is nothing to paint: a hidden tab, or a root that is not used): the page paints from
 *   the HTML and its inlined CSS alone, and never waits for the app to run first.
 * - A form submitted before React took over is not sent by the browser (that would be a GET
 *   with the password in the address): it is held back, and sent once React owns the page,
 *   after what the visitor typed before has been handed to React.
 */

/**
 * How many of the app's files are requested per task (see `load`). When the offline worker's
 * fetch handler answered them, each request cost the main thread 3–6 ms (a CDP trace): six per
 * task were 20–40 ms tasks, blocking once Lighthouse simulates a 4× slower CPU; three kept each
 * task about half that (Inicio's TBT, 5 runs: median 139 ms with six, 76–127 ms with three;
 * issue 30). Since the worker's static routes answer them (decision 0080), a task of three uses
 * 1–3 ms of CPU in Lighthouse's traces. All at once, with the root hidden, was one task of
 * ~200 ms that Lighthouse counted whole.
 */
const LINKS_PER_TASK = 3;

/** How long after the first frame's task the app's files wait for the report of its paint (`afterFirstPaintShown`). */
const FIRST_PAINT_WAIT_MS = 500;

function beforeHydration({ path, tokenKeys, accessTokenKey, adminRoles, scripts }: PrerenderedHead) {
  const skip = SKIP_ATTRIBUTE;
  const pending = PENDING_ATTRIBUTE;
  const html = document.documentElement;
  let signedIn = false;
  let roleId: unknown;
  try {
    signedIn = tokenKeys.some((key) => localStorage.getItem(key));
    // The access token's claims (base64url JSON), read only to choose what to preload: the app checks them.
    const claims = localStorage.getItem(accessTokenKey)?.split('.')[1];
    if (claims) roleId = (JSON.parse(atob(claims.replace(/-/g, '+').replace(/_/g, '/'))) as { roleId?: unknown }).roleId;
  } catch {
    // Storage blocked (the app cannot restore a session either), or a token that is not a JWT.
  }
  const unused = location.pathname !== path || signedIn;
  if (unused) html.setAttribute(skip, '');

  // What the visitor does before React owns the markup: each input's last value, and a submit.
  const typed = new Map<HTMLInputElement, string>();
  let early: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const beforeReact = () => document.getElementById('root')?.hasAttribute(pending) ?? false;
  const recordInput = (event: Event) => {
    if (beforeReact() && event.target instanceof HTMLInputElement) typed.set(event.target, event.target.value);
  };
  const holdSubmit = (event: SubmitEvent) => {
    if (!beforeReact()) return;
    event.preventDefault();
    early = { form: event.target as HTMLFormElement, submitter: event.submitter };
  };
  // A date field's segments are editable text only React can interpret: typed into before
  // hydration, their text would no longer match what React renders. They wait for React.
  const holdEditing = (event: Event) => {
    if (beforeReact() && event.target instanceof HTMLElement && event.target.isContentEditable) event.preventDefault();
  };
  document.addEventListener('input', recordInput, true);
  document.addEventListener('submit', holdSubmit, true);
  document.addEventListener('beforeinput', holdEditing, true);

  /**
   * Once React owns the markup (HydrationDone removes the mark). React took the inputs' DOM
   * values as they were but not into its state, and its next render puts its own value back:
   * each value typed before is typed again, through an input event React sees as a change
   * (the instance's value setter is React's tracker, which records what React believes; the
   * prototype's changes the DOM alone). Then the held-back submit is sent.
   */
  const replay = () => {
    document.removeEventListener('input', recordInput, true);
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('beforeinput', holdEditing, true);
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    typed.forEach((value, input) => {
      if (!input.isConnected) return;
      input.value = '';
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    // In a later task: React has committed the values by then.
    setTimeout(() => {
      if (early?.form.isConnected) early.form.requestSubmit(early.submitter?.isConnected ? early.submitter : null);
    });
  };

  /** A page by role: the signed-in audience's files; both when the role is unknown. */
  const audienceFiles = (files: { admins: string[]; team: string[] }) => {
    if (typeof roleId !== 'number') return [...files.admins, ...files.team];
    return adminRoles.includes(roleId) ? files.admins : files.team;
  };

  const load = () => {
    const root = document.getElementById('root')!;
    if (unused) {
      root.replaceChildren();
      root.removeAttribute(pending);
      html.removeAttribute(skip);
    } else {
      const watch = new MutationObserver(() => {
        if (root.hasAttribute(pending)) return;
        watch.disconnect();
        // Outside React's commit, which removed the mark.
        setTimeout(replay);
      });
      watch.observe(root, { attributes: true, attributeFilter: [pending] });
    }
    // A stored session is going to the dashboard: its shell, and the page at this path, load with the entry.
    const pagePath = location.pathname.replace(/\/+$/, '') || '/';
    const page = (scripts.dashboardPages ?? []).find(([pattern]) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(pagePath));
    const pageFiles = !page ? [] : Array.isArray(page[1]) ? page[1] : audienceFiles(page[1]);
    const signedInFiles = signedIn ? [...(scripts.signedIn ?? []), ...pageFiles] : [];
    const files = [...scripts.preload, ...(unused ? [] : (scripts.page ?? [])), ...signedInFiles];
    // A few links per task: a deep link into the dashboard preloads about 55 files, and
    // requesting them all at once was one long task (40–90 ms in a Lighthouse trace, which
    // records each request with its stack) right where the page starts (issue 18).
    const appendFrom = (first: number) => {
      for (const href of files.slice(first, first + LINKS_PER_TASK)) {
        const link = document.createElement('link');
        // A page's stylesheet is linked (Vite's lazy loader then finds it and does not wait for it again).
        link.rel = href.endsWith('.css') ? 'stylesheet' : 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (first + LINKS_PER_TASK < files.length) {
        setTimeout(() => appendFrom(first + LINKS_PER_TASK));
        return;
      }
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = scripts.entry;
      document.head.append(script);
    };
    appendFrom(0);
    // Nothing is on screen yet when the markup is not used: the one long step of ICU's first
    // use is taken now, while the files arrive, not in the first render of the page's data.
    if (unused) warmUpIntl();
  };
  // The app runs on a parsed document (an inserted module script does not wait for it).
  const whenParsed = () => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', load) : load());
  if (unused || document.visibilityState === 'hidden') whenParsed();
  else afterFirstPaintShown(whenParsed);
}

/**
 * Runs `then` once the page's first paint is on screen. The browser reports that paint (paint
 * timing's 'first-contentful-paint') once the frame has been presented, which on a busy phone
 * comes tens of milliseconds after the main thread drew it: the app's files requested in
 * between shared the first paint's moment and counted as part of it (Lighthouse's simulated
 * sign-in LCP took them as needed for it: 1.04–1.08 s against its goal of 1 s, issue 30).
 * Without paint timing, or if no contentful paint is reported, half a second after the first
 * frame's task: the app loads anyway.
 */
function afterFirstPaintShown(then: () => void) {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    then();
  };
  try {
    if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) start();
      });
      observer.observe({ type: 'paint', buffered: true });
    }
  } catch {
    // A browser without PerformanceObserver or its entry types: the timeout below starts the app.
    observer = undefined;
  }
  // A timeout queued from an animation frame runs once that frame has been drawn.
  requestAnimationFrame(() => setTimeout(start, observer ? FIRST_PAINT_WAIT_MS : 0));
}

beforeHydration(JSON.parse(document.getElementById(APP_SCRIPTS_ID)!.textContent!) as PrerenderedHead);
