import { useEffect, useRef, type ReactNode } from 'react';

let navigated = false;
/** Called by the app on every route change after the first. */
export const markNavigated = () => {
  navigated = true;
};

export const APP_NAME = 'Torneo de Pesca';

/**
 * The page's h1: sets the document title and, after a client-side navigation, takes focus
 * (tabIndex -1 keeps it out of the tab order).
 */
export function PageHeading({ title, children, className }: { title: string; children?: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${APP_NAME}`;
    if (navigated) ref.current?.focus();
  }, [title]);
  return (
    <h1 ref={ref} tabIndex={-1} className={className}>
      {children ?? title}
    </h1>
  );
}
