import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from './confirm-dialog';
import { appHref } from '@/lib/routing/navigation';

export type LeaveGuardProps = {
  /** While true, leaving the page asks first. */
  when: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
};

/** A plain left click on an in-app link to another page (new-tab gestures and downloads are left alone). */
function inAppDestination(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site is a real unload (beforeunload asks); the same page (#create, #edit) keeps what is shown.
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before the user leaves a page that shows something they cannot get back (SPEC §2:
 * the members screen's one-time credentials). Reloads and closing the tab get the
 * browser's own prompt (beforeunload); links inside the app (sidebar, checklist, bell) are
 * caught before the router sees them and confirmed with a ConfirmDialog.
 */
export function LeaveGuard({ when, title, message, confirmLabel, cancelLabel }: LeaveGuardProps) {
  const [, navigate] = useLocation();
  const [destination, setDestination] = useState<string | null>(null);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    // Capture phase on the document: runs before React's and react-aria's handlers.
    const onClick = (event: MouseEvent) => {
      const to = inAppDestination(event);
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setDestination(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [when]);

  return (
    <ConfirmDialog
      isOpen={destination !== null}
      onOpenChange={(open) => {
        if (!open) setDestination(null);
      }}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      tone="danger"
      onConfirm={() => {
        if (destination) navigate(appHref(destination));
      }}
    />
  );
}
