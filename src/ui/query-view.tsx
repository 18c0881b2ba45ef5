import type { ReactNode } from 'react';
import type { ApiError } from '@/api/api-error';
import { LeaveWithMessage } from './leave-with-message';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

/** The part of a TanStack query result (from `useEndpointQuery`) a screen's states depend on. */
export type ViewedQuery<T> = {
  data: T | undefined;
  error: ApiError | null;
  isPending: boolean;
  isLoadingError: boolean;
  refetch: () => unknown;
};

/** Where an unknown record sends the user, and what the toast says (SPEC §8 'No se encontró el equipo.'). */
export type NotFoundRedirect = { to: string; message: string };

export type QueryViewProps<T> = {
  query: ViewedQuery<T>;
  /** What is loading, shown beside the spinner ('Cargando el equipo…'). */
  loadingLabel: string;
  /** The sentence of the failed first load; a function when it depends on the answer. */
  errorMessage: string | ((error: ApiError) => string);
  /** How the page lays the error and its 'Reintentar' out (a stack, a row…). */
  errorClassName?: string;
  /** A 404 (or `isMissing`) leaves the page for `to` with `message` as a toast. */
  notFound?: NotFoundRedirect;
  /** The record cannot even be asked for (the address carries no valid id): treated as not found. */
  isMissing?: boolean;
  children: (data: T) => ReactNode;
};

/**
 * The states every screen shows around one read: a labelled spinner while the first answer is
 * on its way, the error with 'Reintentar' when it failed (it stays until the user retries), an
 * optional way out when the record does not exist, and otherwise the screen with the data.
 * A failed background refetch keeps showing the data the user already has.
 */
export function QueryView<T>({ query, loadingLabel, errorMessage, errorClassName, notFound, isMissing = false, children }: QueryViewProps<T>) {
  if (notFound && (isMissing || query.error?.statusCode === 404)) return <LeaveWithMessage to={notFound.to} message={notFound.message} />;
  if (query.isLoadingError && query.error) {
    const message = typeof errorMessage === 'function' ? errorMessage(query.error) : errorMessage;
    return <LoadError className={errorClassName} message={message} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) return <Spinner label={loadingLabel} showLabel />;
  return children(query.data);
}
