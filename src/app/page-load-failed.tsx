import { useEffect } from 'react';
import { Button } from '@/ui/button';
import { actions, stack } from '@/ui/page.css';

/** Retries when the connection comes back: a page that failed offline loads by itself. */
function RetryWhenOnline({ onOnline }: { onOnline: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline]);
  return null;
}

/**
 * What a failed page shows (page-error-boundary.tsx): never the error's own text (a URL,
 * 'Unable to preload CSS…'). 'Reintentar' loads again in place; 'Recargar la página' is for a
 * deploy that removed the old files, which only a new document can find (GUIDE, pitfall 8).
 */
export default function PageLoadFailed({ isCodeMissing, onRetry }: { isCodeMissing: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className={stack}>
      <h1>No se pudo cargar esta pantalla</h1>
      <p>
        {isCodeMissing
          ? 'Revisá tu conexión; se va a reintentar sola cuando vuelva. Si tenés conexión, recargá la página: puede haber una versión nueva de la app.'
          : 'Algo falló al mostrarla. Probá de nuevo o recargá la página.'}
      </p>
      <div className={actions}>
        <Button onPress={onRetry}>Reintentar</Button>
        <Button variant="secondary" onPress={() => window.location.reload()}>
          Recargar la página
        </Button>
      </div>
      {isCodeMissing ? <RetryWhenOnline onOnline={onRetry} /> : null}
    </div>
  );
}
