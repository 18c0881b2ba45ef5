import type { ReactNode } from 'react';
import type { ApiError } from '@/api/api-error';
import { LeaveWithMessage } from './leave-with-message';
import { LoadError } from './load-error';
import { Spinner } from './spinner';
import { WaitingForConnection } from './waiting-for-connection';

/** The part of a TanStack query result (from `useEndpointQuery`) a screen's states depend on. */
export type ViewedQuery<T> = {
  data: T | undefined;
  error: ApiError | null;
  isPending: boolean;
  isLoadingError: boolean;
  refetch: () => unknown;
  /** 'paused': the read waits for the network (offline) and goes out when it returns. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
};

/**
 * What an unknown record does: leave for `to` with `message` as a toast (SPEC §8 'No se
 * encontró el equipo.'), or `show` something in the page's place (a panel with the way back).
 */
export type NotFound = { to: string; message: string } | { show: ReactNode };

export type QueryViewProps<T> = {
  query: ViewedQuery<T>;
  /** What is loading, shown beside the spinner ('Cargando el equipo…'). */
  loadingLabel: string;
  /** The sentence of the failed first load; a function when it depends on the answer. */
  errorMessage: string | ((error: ApiError) => string);
  /** How the page lays the error and its 'Reintentar' out (a stack, a row…). */
  errorClassName?: string;
  /** What a 404 (or `isMissing`) does; without it a 404 is an error like any other. */
  notFound?: NotFound;
  /** The record cannot even be asked for (the address carries no valid id): treated as not found. */
  isMissing?: boolean;
  /** Something else the screen waits for before showing anything (who owns the team). */
  isWaiting?: boolean;
  children: (data: T) => ReactNode;
};

/**
 * The states every screen shows around one read: a labelled spinner while the first answer is
 * on its way, the error with 'Reintentar' when it failed (it stays until the user retries), an
 * optional way out when the record does not exist, and otherwise the screen with the data.
 * Offline, a first load says it waits for the connection instead of spinning forever.
 * A failed background refetch keeps showing the data the user already has.
 */
export function QueryView<T>({ query, loadingLabel, errorMessage, errorClassName, notFound, isMissing = false, isWaiting = false, children }: QueryViewProps<T>) {
  if (notFound && (isMissing || query.error?.statusCode === 404)) {
    return 'show' in notFound ? notFound.show : <LeaveWithMessage to={notFound.to} message={notFound.message} />;
  }
  if (query.isPending && query.fetchStatus === 'paused') return <WaitingForConnection />;
  if (query.isPending || isWaiting) return <Spinner label={loadingLabel} showLabel />;
  if (query.isLoadingError && query.error) {
    const message = typeof errorMessage === 'function' ? errorMessage(query.error) : errorMessage;
    return <LoadError className={errorClassName} message={message} onRetry={() => void query.refetch()} />;
  }
  // Not reached with a TanStack result (settled without an error means data); it narrows the type.
  if (query.data === undefined) return <Spinner label={loadingLabel} showLabel />;
  return children(query.data);
}
