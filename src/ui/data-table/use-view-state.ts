import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
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

export type UpdateView = (update: (current: TableView) => TableView, history: ViewHistory) => void;

/**
 * The table's view and an updater; in the URL (wouter's search params) unless syncUrl is false.
 * The updater is stable across renders (it reads the current view itself), so the parts that
 * call it need not re-render when only the page changes.
 */
export function useViewState<T>(
  columns: readonly DataTableColumn<T>[],
  { syncUrl, prefix, initialSort = null }: ViewStateOptions,
): [TableView, UpdateView] {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // The latest query string written, so two updates in one event build on each other.
  const written = useRef(params);
  written.current = params;
  /**
   * wouter's setSearchParams drops the location's hash; a table inside a tab chosen by the hash
   * (#equipos) would switch the tab at every search. The hash is kept.
   */
  const setParams = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options: { replace: boolean }) => {
      written.current = next(written.current);
      const query = written.current.toString();
      navigate(`${location}${query ? `?${query}` : ''}${window.location.hash}`, options);
    },
    [location, navigate],
  );
  const [memory, setMemory] = useState(() => emptyView(initialSort));
  const sortColumn = initialSort?.column;
  const sortDirection = initialSort?.direction;

  const fromUrl = useMemo(
    () => parseView(params, columns, { prefix, initialSort: sortColumn && sortDirection ? { column: sortColumn, direction: sortDirection } : null }),
    [params, columns, prefix, sortColumn, sortDirection],
  );

  const updateView = useCallback<UpdateView>(
    (update, history) => {
      if (!syncUrl) return setMemory(update);
      const options = { prefix, initialSort: sortColumn && sortDirection ? { column: sortColumn, direction: sortDirection } : null };
      setParams((current) => writeView(current, update(parseView(current, columns, options)), columns, options), {
        replace: history === 'replace',
      });
    },
    [syncUrl, setParams, columns, prefix, sortColumn, sortDirection],
  );

  return [syncUrl ? fromUrl : memory, updateView];
}
