import { useEffect, useEffectEvent, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { AlertIcon, CloseIcon } from './icons';
import * as s from './error-banner.css';

/** SPEC §9: errors clear themselves after 5 s unless persistent. */
export const ERROR_AUTO_CLEAR_MS = 5000;

export type ErrorBannerProps = {
  message: string;
  /** Shows a dismiss button; also called when the banner clears itself. */
  onDismiss?: () => void;
  /** Stays until dismissed or until the caller removes it. */
  persistent?: boolean;
  autoClearMs?: number;
  className?: string;
  /** For fields the message is about to point at (aria-describedby). */
  id?: string;
};

/**
 * SPEC §8's generic error: a red box with role alert (read out as soon as it appears),
 * an optional dismiss button, and auto-clear after 5 s unless persistent. The answer to
 * the user's own action (a failed submit) is persistent: see FormErrorBanner.
 */
export function ErrorBanner({ message, onDismiss, persistent = false, autoClearMs = ERROR_AUTO_CLEAR_MS, className, id }: ErrorBannerProps) {
  // Hidden per message, so a different error shows again without remounting.
  const [clearedMessage, setClearedMessage] = useState<string | null>(null);
  const isCleared = clearedMessage === message;
  // The parent usually passes a fresh arrow each render; that must not restart the 5 s.
  const clear = useEffectEvent(() => {
    setClearedMessage(message);
    onDismiss?.();
  });

  useEffect(() => {
    if (persistent || isCleared) return;
    const timer = setTimeout(clear, autoClearMs);
    return () => clearTimeout(timer);
  }, [message, persistent, autoClearMs, isCleared]);

  if (isCleared || !message) return null;
  return (
    <div role="alert" id={id} className={[s.banner, className].filter(Boolean).join(' ')}>
      <AlertIcon className={s.bannerIcon} />
      <p className={s.text}>{message}</p>
      {onDismiss ? (
        <AriaButton
          className={s.dismiss}
          aria-label="Cerrar mensaje de error"
          onPress={() => {
            setClearedMessage(message);
            onDismiss();
          }}
        >
          <CloseIcon className={s.bannerIcon} />
        </AriaButton>
      ) : null}
    </div>
  );
}
