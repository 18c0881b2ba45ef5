import { SEARCH_APPLIED_MARK } from '@/ui/data-table/use-search-draft';

declare global {
  interface Window {
    probeResult?: Promise<number>;
  }
}

/**
 * Arms one measurement; the result (ms) lands in window.probeResult. It starts at the
 * debounced search being applied (the table's performance mark) or at the pointerdown of the
 * click that follows, and ends once the table body or page status has changed and the frame
 * showing it has been painted: the first task after the next animation frame.
 */
export function armProbe(start: 'search-applied' | 'pointerdown') {
  const armedAt = performance.now();
  // The list's body (a semantic table since decision 0061; the print copy has no role attribute).
  const body = document.querySelector('table[role=table] > tbody')!;
  const status = document.querySelector('nav [aria-live]')!;
  window.probeResult = new Promise<number>((resolve, reject) => {
    let t0: number | null = null;
    if (start === 'pointerdown') document.addEventListener('pointerdown', (e) => (t0 = e.timeStamp), { capture: true, once: true });
    const afterPaint = () =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - t0!);
        channel.port2.postMessage(null);
      });
    const observer = new MutationObserver(() => {
      if (start === 'search-applied') {
        const mark = performance.getEntriesByName(SEARCH_APPLIED_MARK).filter((e) => e.startTime >= armedAt).at(-1);
        t0 = mark ? mark.startTime : null;
      }
      if (t0 === null) return;
      observer.disconnect();
      clearTimeout(timeout);
      afterPaint();
    });
    const timeout = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`Sin cambios en la tabla (${start})`));
    }, 10_000);
    for (const target of [body, status]) observer.observe(target, { childList: true, subtree: true, characterData: true });
  });
}
