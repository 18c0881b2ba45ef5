import { useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { toast, type Toast, type ToastType } from './toast-store';
import * as s from './toast.css';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from './icons';

const typeIcons: Record<ToastType, typeof CheckIcon> = {
  success: CheckIcon,
  error: AlertIcon,
  warning: AlertIcon,
  info: InfoIcon,
};

/** One toast with its icon, close button and timer. Loaded after the first paint (toast-region.tsx). */
export function ToastItem({ toast: t, onClose }: { toast: Toast; onClose: () => void }) {
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
