import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useRouter } from 'wouter';
import { ChunkLoadError, forgetFailedLoads, forgetFailedLoadsOnNewAddress } from './lazy-page';
import { firstPageShown } from './page-shown';

type State = { error: Error | null };
type BoundaryProps = { children: ReactNode; resetKey: string };

/** The heading alone: while the full message loads, or if it could not (offline from the start). */
function FailedHeading() {
  return (
    <div role="alert">
      <h1>No se pudo cargar esta pantalla</h1>
    </div>
  );
}

/**
 * The message is a chunk of its own, fetched once the first page is on screen: the sign-in
 * page's first load stays within its budget (decision 0004), and the message is at hand before
 * any later page can fail. An import that failed leaves the heading.
 */
const loadMessage = () => import('./page-load-failed').catch(() => ({ default: FailedHeading }));
void firstPageShown.then(loadMessage);
const PageLoadFailed = lazy(loadMessage);

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
    return (
      <Suspense fallback={<FailedHeading />}>
        <PageLoadFailed isCodeMissing={this.state.error instanceof ChunkLoadError} onRetry={this.retry} />
      </Suspense>
    );
  }
}

/** A page that fails to load or render shows a message with a retry, not a white screen. */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const { base } = useRouter();
  // Before the page below renders: a page that failed on an earlier visit loads again here.
  forgetFailedLoadsOnNewAddress(`${base}${location}`);
  return <Boundary resetKey={location}>{children}</Boundary>;
}
