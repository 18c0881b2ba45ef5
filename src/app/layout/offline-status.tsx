import { useLayoutEffect, useRef, type RefObject } from 'react';
import { connectionMessages } from '@/ui/connection-messages';
import { useOnline } from '@/ui/use-online';
import { bar, BAR_HEIGHT_PROPERTY } from './offline-status.css';

/**
 * Keeps room for the bar at the end of the page while it shows (issue 30: it covered the end
 * of the content, the credential's QR code on a laptop): its height, measured as it wraps on a
 * phone or grows with the text size, becomes the page's bottom padding (offline-status.css.ts).
 */
function useRoomForBar(element: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const node = element.current;
    if (!shown || !node) {
      root.style.removeProperty(BAR_HEIGHT_PROPERTY);
      return;
    }
    const measure = () => root.style.setProperty(BAR_HEIGHT_PROPERTY, `${node.getBoundingClientRect().height}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(node);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BAR_HEIGHT_PROPERTY);
    };
  }, [element, shown]);
}

/**
 * Says the browser is offline, on every page. Part of the entry chunk on purpose: offline, a
 * lazily loaded status could not load. A polite live region (role="status") read once when
 * the connection goes, without taking focus; empty again when it returns. Prerendered as
 * online (the server snapshot), so hydration matches and the browser's state follows.
 */
export function OfflineStatus() {
  const online = useOnline();
  const element = useRef<HTMLParagraphElement>(null);
  useRoomForBar(element, !online);
  return (
    <p ref={element} role="status" className={bar}>
      {online ? null : connectionMessages.offline}
    </p>
  );
}
