import { Spinner } from './spinner';
import { WaitingForConnection } from './waiting-for-connection';

/** What LoadingView reads of a TanStack query: whether the read waits for the network. */
export type FetchState = { fetchStatus?: 'fetching' | 'paused' | 'idle' };

/**
 * A screen's first load, for a screen that waits on more than QueryView's one query: the
 * labelled spinner, or, when a read it waits on is paused offline (src/api/query-client.ts),
 * that it goes out when the connection returns instead of a wheel that never stops (issue 19).
 */
export function LoadingView({ label, queries }: { label: string; queries: readonly FetchState[] }) {
  if (queries.some((query) => query.fetchStatus === 'paused')) return <WaitingForConnection />;
  return <Spinner label={label} showLabel />;
}
