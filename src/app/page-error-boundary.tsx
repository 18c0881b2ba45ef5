import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/ui/button';
import { actions, stack } from '@/ui/page.css';
import { ChunkLoadError, forgetFailedLoads } from './lazy-page';

type State = { error: Error | null };
type BoundaryProps = { children: ReactNode; resetKey: string };

/** Retries when the connection comes back: a page that failed offline loads by itself. */
function RetryWhenOnline({ onOnline }: { onOnline: () => void }) {
  useEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline]);
  return null;
}

/**
 * What a failed page shows: never the error's own text (a URL, 'Unable to preload CSS…').
 * 'Reintentar' loads again in place; 'Recargar la página' is for a deploy that removed the
 * old files, which only a new document can find (GUIDE, pitfall 8).
 */
export function PageLoadFailed({ isCodeMissing, onRetry }: { isCodeMissing: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className={stack}>
      <h1>No se pudo cargar esta pantalla</h1>
      <p>
        {isCodeMissing
          ? 'Revisá tu conexión; se va a reintentar sola cuando vuelva. Si ya tenés conexión, recargá la página: puede haber una versión nueva de la app.'
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

class Boundary extends Component<BoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // Another address: what failed here may load there, and coming back asks again.
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    forgetFailedLoads();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return <PageLoadFailed isCodeMissing={this.state.error instanceof ChunkLoadError} onRetry={this.retry} />;
  }
}

/** A page that fails to load or render shows a message with a retry, not a white screen. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return <Boundary resetKey={location}>{children}</Boundary>;
}
