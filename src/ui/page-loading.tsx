import { Spinner } from './spinner';
import { page } from './spinner.css';

/** Fallback while a lazily loaded page (or its first data) arrives. */
export function PageLoading({ label = 'Cargando…' }: { label?: string }) {
  return (
    <div className={page}>
      <Spinner label={label} showLabel size="lg" />
    </div>
  );
}
