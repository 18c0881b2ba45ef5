import { Button } from './button';
import { ErrorBanner } from './error-banner';

export type LoadErrorProps = {
  message: string;
  onRetry: () => void;
  /** How the page lays the error and the button out (a row, a stack…). */
  className?: string;
};

/** Data a screen needs did not load: the error stays until the user retries. */
export function LoadError({ message, onRetry, className }: LoadErrorProps) {
  return (
    <div className={className}>
      <ErrorBanner message={message} persistent />
      <Button variant="secondary" onPress={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
