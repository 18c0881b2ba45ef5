import { useEffect, type RefObject } from 'react';
import { STICKY_HEADER_HEIGHT } from './global.css';

/**
 * Keeps STICKY_HEADER_HEIGHT (read by the root's scroll padding) equal to the header's
 * real height. Measured rather than fixed: the header grows with text zoom or when its
 * content wraps on a narrow screen.
 *
 * The first measure is the ResizeObserver's own first report, which the browser delivers
 * once it has laid the page out. Reading the height in the effect instead forced that
 * layout inside the first render's task (5–8 ms on the dashboard's first paint, a long task
 * on a slow phone; issue 7).
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = (height: number) => root.style.setProperty(STICKY_HEADER_HEIGHT, `${height}px`);
    if (typeof ResizeObserver === 'undefined') {
      publish(element.getBoundingClientRect().height);
      return () => root.style.removeProperty(STICKY_HEADER_HEIGHT);
    }
    const observer = new ResizeObserver(([entry]) => {
      publish(entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEADER_HEIGHT);
    };
  }, [header]);
}
