import type { ReactNode } from 'react';
import type { ApiError } from '@/api/api-error';
import { PageHeading } from '@/lib/routing/page-heading';
import { LoadError } from './load-error';
import { SavedDataNotice } from './saved-data-notice';
import { WaitingForConnection } from './waiting-for-connection';
import { page, stack } from './page.css';
import * as s from './list-page.css';

/** The part of a list's query the frame needs: the table shows its own loading. */
export type ListQuery = {
  error: ApiError | null;
  isLoadingError: boolean;
  refetch: () => unknown;
  /** A first load paused offline (TanStack's fetchStatus) says so instead of a busy table. */
  isPending?: boolean;
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  /** The rows held and when they were read: offline, the page says how old they are. */
  data?: unknown;
  dataUpdatedAt?: number;
};

export type ListPageProps = {
  title: string;
  /** Beside the heading: what the page creates ('Nuevo equipo'). */
  actions?: ReactNode;
  /** Under the heading: what the list holds or where its rows are added. */
  intro?: ReactNode;
  /** Printed under the heading only: what the list belongs to (the competition); the table adds its count and the date. */
  printCaption?: ReactNode;
  query: ListQuery;
  /** The sentence of the failed first load; a function when it depends on the answer. */
  errorMessage: string | ((error: ApiError) => string);
  /** The table (marked busy while `query` loads) and what goes with it. */
  children: ReactNode;
};

/**
 * The frame of an admin list page: the heading with its actions, an optional intro, and the
 * table; when the list failed to load, the error with 'Reintentar' takes the table's place,
 * and while its first load waits for the connection, a sentence that says so. Offline, above
 * a list the device kept (a saved read, or one read before the connection dropped), it says how
 * old the list is, as every screen showing saved data does (issue 30).
 */
export function ListPage({ title, actions, intro, printCaption, query, errorMessage, children }: ListPageProps) {
  const heading = <PageHeading title={title} />;
  return (
    <div className={page.full}>
      {actions ? (
        <div className={s.header}>
          {heading}
          {/* A printed list is its data: 'Nuevo equipo' stays on screen. */}
          <div className={s.actions}>{actions}</div>
        </div>
      ) : (
        heading
      )}
      {printCaption ? <p className={s.printCaption}>{printCaption}</p> : null}
      {intro}
      <SavedDataNotice queries={[{ data: query.data, dataUpdatedAt: query.dataUpdatedAt ?? 0 }]} />
      {query.isLoadingError && query.error ? (
        <LoadError
          className={stack}
          message={typeof errorMessage === 'function' ? errorMessage(query.error) : errorMessage}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending && query.fetchStatus === 'paused' ? (
        <WaitingForConnection />
      ) : (
        children
      )}
    </div>
  );
}
