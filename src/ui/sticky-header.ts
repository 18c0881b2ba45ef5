import { useEffect, type RefObject } from 'react';
import { STICKY_HEADER_HEIGHT } from './global.css';

/**
 * Keeps STICKY_HEADER_HEIGHT (read by the root's scroll padding) equal to the header's
 * real height. Measured rather than fixed: the header grows with text zoom or when its
 * content wraps on a narrow screen.
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(STICKY_HEADER_HEIGHT, `${element.getBoundingClientRect().height}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(STICKY_HEADER_HEIGHT);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(STICKY_HEADER_HEIGHT);
    };
  }, [header]);
}
