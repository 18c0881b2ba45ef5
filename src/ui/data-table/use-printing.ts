import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page is being printed (or previewed for print). The browser fires
 * `beforeprint` before it lays the page out for paper, so the state is flushed synchronously
 * there: the printed list is in the DOM when the browser paginates it. The print media query
 * covers print emulation (tests, the devtools), which fires no `beforeprint`.
 */
export function usePrinting(): boolean {
  const [isPrinting, setPrinting] = useState(false);
  useEffect(() => {
    const set = (value: boolean) => flushSync(() => setPrinting(value));
    const before = () => set(true);
    const after = () => set(false);
    const query = window.matchMedia?.('print');
    const onMedia = (event: MediaQueryListEvent) => (event.matches ? before() : after());
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    query?.addEventListener?.('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      query?.removeEventListener?.('change', onMedia);
    };
  }, []);
  return isPrinting;
}
