import { visuallyHidden } from './visually-hidden.css';
import { status, wheel, wheelSize } from './spinner.css';

export type SpinnerProps = {
  /** What is loading; read by screen readers, and shown when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: keyof typeof wheelSize;
};

/** A loading indicator: a status region named by its label, the wheel is decoration. */
export function Spinner({ label = 'Cargando…', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <div role="status" aria-label={label} className={status}>
      <span className={`${wheel} ${wheelSize[size]}`} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </div>
  );
}
