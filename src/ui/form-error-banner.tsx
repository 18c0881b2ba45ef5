import { ErrorBanner } from './error-banner';

/** What the form hook (useForm's `submitError`) hands over: the banner's id, message and attempt. */
export type FormErrorBannerProps = {
  error: { id: string; message: string; attempt: number } | undefined;
  /** The close button: the form forgets the error (useForm's `clearSubmitError`). */
  onDismiss: () => void;
  className?: string;
};

/**
 * Why the user's submit failed. It answers their own action, so it does not clear itself
 * after 5 s as other errors do (WCAG 2.2.1: they may need longer to read it); the form
 * removes it when the user changes a value or submits again, and they can close it.
 * Each failed attempt is a new banner, announced again even with the same words.
 */
export function FormErrorBanner({ error, onDismiss, className }: FormErrorBannerProps) {
  if (!error) return null;
  return <ErrorBanner key={error.attempt} id={error.id} message={error.message} onDismiss={onDismiss} className={className} persistent />;
}
