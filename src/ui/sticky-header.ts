import { useEffect, type RefObject } from 'react';
import { SCROLL_AIR } from './global.css';

/**
 * Keeps the root's scroll padding equal to the header's real height (plus SCROLL_AIR), so what
 * the browser scrolls into view stops below the header. Measured rather than fixed: the header
 * grows with text zoom or when its content wraps on a narrow screen.
 *
 * Written as the root's own scroll padding, which no element inherits: as a custom property on
 * the root (read there by the scroll padding) every element of the page inherited it, and each
 * new height made the browser compute the style of the whole page again, in the first frame's
 * task (2.7 ms of CPU for ~240 elements on the teams list, before Lighthouse's 4×; issue 30).
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
    const publish = (height: number) => root.style.setProperty('scroll-padding-top', `calc(${height}px + ${SCROLL_AIR})`);
    if (typeof ResizeObserver === 'undefined') {
      publish(element.getBoundingClientRect().height);
      return () => root.style.removeProperty('scroll-padding-top');
    }
    const observer = new ResizeObserver(([entry]) => {
      publish(entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [header]);
}
