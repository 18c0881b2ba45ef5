import type { Page } from '@playwright/test';

/** One toast as the page showed it: what it said, when it came and went, how it was drawn. */
export type ToastSeen = {
  type: string | null;
  text: string;
  /** Inside the 'Avisos' live region (announced without taking focus). */
  inRegion: boolean;
  shownAt: number;
  /** null while still on screen. */
  goneAt: number | null;
  /** Computed border widths (top, right, bottom, left) when it appeared. */
  borders: number[];
};

declare global {
  interface Window {
    __toastsSeen?: ToastSeen[];
  }
}

/**
 * Records every toast from the page's first script on, with a MutationObserver. A toast
 * lives 1.5 s (SPEC: 'Sesión iniciada!'), which a loaded machine can spend loading the
 * dashboard chunk; polling for it afterwards races its timer, recording it does not.
 * Call before the navigation that should show the toast.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: ToastSeen[] = [];
    const live = new Map<Element, ToastSeen>();
    window.__toastsSeen = seen;
    const toastsIn = (node: Node): Element[] => {
      if (!(node instanceof Element)) return [];
      return [...(node.matches('[data-toast-type]') ? [node] : []), ...node.querySelectorAll('[data-toast-type]')];
    };
    new MutationObserver((records) => {
      const now = performance.now();
      for (const record of records) {
        for (const node of record.removedNodes) {
          for (const el of toastsIn(node)) {
            const entry = live.get(el);
            if (entry) entry.goneAt = now;
            live.delete(el);
          }
        }
        for (const node of record.addedNodes) {
          for (const el of toastsIn(node)) {
            if (live.has(el)) continue;
            const style = getComputedStyle(el);
            const entry: ToastSeen = {
              type: el.getAttribute('data-toast-type'),
              text: el.textContent ?? '',
              inRegion: el.closest('[aria-label="Avisos"]') !== null,
              shownAt: now,
              goneAt: null,
              borders: [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth].map(parseFloat),
            };
            live.set(el, entry);
            seen.push(entry);
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The toasts recorded so far whose text contains `text`. */
export async function toastsSeen(page: Page, text: string): Promise<ToastSeen[]> {
  return page.evaluate((t) => (window.__toastsSeen ?? []).filter((entry) => entry.text.includes(t)), text);
}
