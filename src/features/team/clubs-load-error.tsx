import { Button } from '@/ui/button';
import { ErrorBanner } from '@/ui/error-banner';
import * as s from './team.css';

/** The club list did not load: the form cannot be completed until it does. */
export function ClubsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={s.actions}>
      <ErrorBanner message="Error al cargar los datos iniciales" persistent />
      <Button variant="secondary" onPress={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
