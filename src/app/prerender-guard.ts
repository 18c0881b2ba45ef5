/**
 * The few lines that run in a prerendered page before its JS arrives (inlined in <head> by
 * the build, see scripts/vite-prerender.ts), and their counterpart after hydration.
 *
 * Before the JS:
 *  - The HTML is the page as a signed-out visitor sees it at the path it was rendered for.
 *    If this visit will render something else — the static server answered a deep link
 *    (/dashboard/…) with index.html, or tokens are stored so the guard will redirect — the
 *    root is hidden before it is ever painted, and main.tsx renders from scratch (no flash of
 *    the sign-in form, and no hydration of HTML that does not match).
 *  - A form submitted before React took over is not sent by the browser (that would be a GET
 *    with the password in the address): the submit is remembered and replayed after hydration.
 * After hydration: what the visitor typed before React took over is handed to React (it
 * keeps the DOM value but not its state), then the remembered submit is replayed.
 */

/** Set on <html> by the inline script: the prerendered root must not be hydrated. */
export const SKIP_ATTRIBUTE = 'data-prerender-skip';
/** Set on the root by the build; removed once React owns the markup. */
export const PENDING_ATTRIBUTE = 'data-prerendered';
/** Where the inline script leaves a submit it held back. */
const EARLY_SUBMIT = '__earlySubmit';

type EarlyWindow = Window & { [EARLY_SUBMIT]?: { form: HTMLFormElement; submitter: HTMLElement | null } | null };

/**
 * Runs in the page, inlined as its source text (Function#toString of the compiled code):
 * it may use nothing from outside its own body, only its arguments.
 */
function beforeHydration(path: string, tokenKeys: string[], skip: string, pending: string, store: string) {
  let signedIn = false;
  try {
    signedIn = tokenKeys.some((key) => localStorage.getItem(key));
  } catch {
    // Storage blocked: the app cannot restore a session either.
  }
  if (location.pathname !== path || signedIn) document.documentElement.setAttribute(skip, '');
  document.addEventListener(
    'submit',
    (event) => {
      const root = document.getElementById('root');
      if (!root?.hasAttribute(pending) || document.documentElement.hasAttribute(skip)) return;
      event.preventDefault();
      (window as unknown as Record<string, unknown>)[store] = { form: event.target, submitter: event.submitter };
    },
    true,
  );
}

/** The <script> and <style> the build puts in a prerendered page's <head>. */
export function beforeHydrationHead(path: string, tokenKeys: readonly string[]): string {
  const args = [path, tokenKeys, SKIP_ATTRIBUTE, PENDING_ATTRIBUTE, EARLY_SUBMIT].map((a) => JSON.stringify(a)).join(',');
  // `<` never appears in the arguments' JSON unescaped, so the text cannot close the tag.
  const code = `(${beforeHydration.toString()})(${args.replace(/</g, '\\u003c')})`;
  return `<script>${code}</script><style>html[${SKIP_ATTRIBUTE}] #root{display:none}</style>`;
}

/** main.tsx: whether the root holds prerendered markup that matches this visit. */
export function hasMatchingPrerender(root: HTMLElement): boolean {
  return root.hasAttribute(PENDING_ATTRIBUTE) && !document.documentElement.hasAttribute(SKIP_ATTRIBUTE);
}

/** main.tsx, when the prerender is not used: drop it and show the root again. */
export function discardPrerender(root: HTMLElement) {
  root.replaceChildren();
  root.removeAttribute(PENDING_ATTRIBUTE);
  document.documentElement.removeAttribute(SKIP_ATTRIBUTE);
}

/**
 * Called once the prerendered page has hydrated (an effect inside the same Suspense
 * boundary). React took the inputs' DOM values as they were but keeps its own state, so a
 * value typed before hydration would be wiped at the next render: each is typed again,
 * through an input event React sees as a change. Then a held-back submit is replayed.
 */
export function finishHydration(root: HTMLElement) {
  if (!root.hasAttribute(PENDING_ATTRIBUTE)) return;
  root.removeAttribute(PENDING_ATTRIBUTE);
  const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
  for (const input of root.querySelectorAll('input')) {
    // React keeps defaultValue equal to the value it rendered.
    if (input.value === input.defaultValue || !nativeValue?.set) continue;
    const typed = input.value;
    // The instance setter is React's value tracker: it records what React believes, the
    // prototype's setter then changes the DOM alone, so the event carries a change.
    input.value = input.defaultValue;
    nativeValue.set.call(input, typed);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const early = (window as EarlyWindow)[EARLY_SUBMIT];
  (window as EarlyWindow)[EARLY_SUBMIT] = null;
  if (early?.form.isConnected) early.form.requestSubmit(early.submitter?.isConnected ? early.submitter : null);
}
