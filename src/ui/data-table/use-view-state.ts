import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { DataTableColumn } from './columns';
import { emptyView, parseView, writeView, type TableView } from './view-state';

/**
 * 'replace' while the search text changes (Back must not step through keystrokes), 'push' for
 * sorting, filtering and paging: each is a view the user may want Back to return to.
 */
export type ViewHistory = 'push' | 'replace';

export type ViewStateOptions = {
  /** Keep the view in the query string (default) or only in memory (a table inside a dialog). */
  syncUrl: boolean;
  prefix?: string;
  initialSort?: TableView['sort'];
};

/** The table's view and a setter; in the URL (wouter's search params) unless syncUrl is false. */
export function useViewState<T>(
  columns: readonly DataTableColumn<T>[],
  { syncUrl, prefix, initialSort = null }: ViewStateOptions,
): [TableView, (next: TableView, history: ViewHistory) => void] {
  const [params, setParams] = useSearchParams();
  const [memory, setMemory] = useState(() => emptyView(initialSort));
  const sortColumn = initialSort?.column;
  const sortDirection = initialSort?.direction;

  const fromUrl = useMemo(
    () => parseView(params, columns, { prefix, initialSort: sortColumn && sortDirection ? { column: sortColumn, direction: sortDirection } : null }),
    [params, columns, prefix, sortColumn, sortDirection],
  );

  const setView = useCallback(
    (next: TableView, history: ViewHistory) => {
      if (!syncUrl) return setMemory(next);
      const initial = sortColumn && sortDirection ? { column: sortColumn, direction: sortDirection } : null;
      setParams((current) => writeView(current, next, columns, { prefix, initialSort: initial }), { replace: history === 'replace' });
    },
    [syncUrl, setParams, columns, prefix, sortColumn, sortDirection],
  );

  return [syncUrl ? fromUrl : memory, setView];
}
