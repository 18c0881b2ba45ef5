import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button as AriaButton } from 'react-aria-components';
import { toast, toastPositions, toasts, type Toast, type ToastType } from './toast-store';
import * as s from './toast.css';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

const typeIcons: Record<ToastType, typeof CheckIcon> = {
  success: CheckIcon,
  error: AlertIcon,
  warning: AlertIcon,
  info: InfoIcon,
};

/**
 * Renders the toast queue. Each corner's stack is a polite aria-live region that is always
 * in the DOM, so a toast added later is read out without taking focus from what the user
 * is doing. Errors are polite too: two live regions per corner would make some screen
 * readers repeat the message. Mount once, near the root (UiProvider does).
 */
export function ToastRegion() {
  useSignals();
  const list = toasts.value;
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const regionRef = useRef<HTMLElement>(null);

  // Remember where the user came from when they step into a toast (e.g. F6 or Tab), so
  // closing it hands focus back there instead of dropping it on <body>.
  const onFocusCapture = (event: React.FocusEvent) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !regionRef.current?.contains(from)) returnFocusTo.current = from;
  };

  const close = (id: number) => {
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    toast.dismiss(id);
    if (hadFocus && returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
  };

  return (
    <section ref={regionRef} aria-label="Avisos" className={s.region} onFocusCapture={onFocusCapture}>
      {toastPositions.map((position) => (
        <div key={position} className={`${s.stack} ${s.stackPosition[position]}`} aria-live="polite" aria-relevant="additions text">
          {list
            .filter((t) => t.position === position)
            .map((t) => (
              <ToastItem key={t.id} toast={t} onClose={() => close(t.id)} />
            ))}
        </div>
      ))}
    </section>
  );
}

function ToastItem({ toast: t, onClose }: { toast: Toast; onClose: () => void }) {
  const [isPaused, setPaused] = useAutoDismissPause();
  useAutoDismiss(t.id, t.duration, isPaused);
  const Icon = typeIcons[t.type];
  return (
    <div
      className={`${s.item} ${s.itemType[t.type]}`}
      data-toast-type={t.type}
      onMouseEnter={() => setPaused('hover', true)}
      onMouseLeave={() => setPaused('hover', false)}
      onFocus={() => setPaused('focus', true)}
      onBlur={() => setPaused('focus', false)}
    >
      <Icon className={s.typeIcon} />
      <div className={s.message}>{t.message}</div>
      <AriaButton className={s.closeButton} aria-label="Cerrar notificación" onPress={onClose}>
        <CloseIcon className={s.closeIcon} />
      </AriaButton>
    </div>
  );
}

/** A toast under the pointer or holding focus waits (WCAG 2.2.1: timing adjustable). */
function useAutoDismissPause() {
  const [reasons, setReasons] = useState({ hover: false, focus: false });
  const set = (reason: 'hover' | 'focus', on: boolean) => setReasons((r) => (r[reason] === on ? r : { ...r, [reason]: on }));
  return [reasons.hover || reasons.focus, set] as const;
}

/**
 * The countdown starts at the first frame after the toast is on screen, not at its render:
 * a toast shown just before a navigation (sign-in's 1.5 s 'Sesión iniciada!') would
 * otherwise lose the time the next screen takes to render before anything is painted.
 */
function useAutoDismiss(id: number, duration: number, isPaused: boolean) {
  const remaining = useRef(duration);
  useEffect(() => {
    if (isPaused || !Number.isFinite(duration)) return;
    let startedAt: number | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      startedAt = Date.now();
      timer = setTimeout(() => toast.dismiss(id), Math.max(0, remaining.current));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      if (startedAt !== null) remaining.current -= Date.now() - startedAt;
    };
  }, [id, duration, isPaused]);
}
