import { useEffect, useMemo } from 'react';
import { whenIdle } from '@/lib/scheduling/when-idle';
import type { DataTableColumn } from './columns';
import { keyCache, searchWords } from './search-keys';
import { orderByRanks, rankCache } from './sort-order';
import type { TableView } from './view-state';
import { visibleIndices } from './visible-rows';

const noFilterKeys: ReadonlyMap<string, never[]> = new Map();

/**
 * The rows the view selects, in order (all pages). Each step is memoised on what it depends on,
 * so at 5,000 rows typing costs a scan of precomputed keys, a sort change costs one collator
 * pass on a column's first sort (then integer sorts), and a page change costs a slice (docs/decisions/0016).
 * The search keys are built when the browser is idle after the rows arrive (or by the first
 * search, if sooner), never in the task that shows the rows (issue 18).
 */
export function useVisibleRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], view: TableView): readonly T[] {
  const keys = useMemo(() => keyCache(rows, columns), [rows, columns]);
  // Ready before the user's first search applies (500 ms after typing stops).
  useEffect(() => (rows.length ? whenIdle(() => void keys.searchKeys()) : undefined), [keys, rows.length]);

  const ranksOf = useMemo(() => rankCache(rows, columns), [rows, columns]);
  const sortColumn = view.sort?.column;
  const ranks = useMemo(() => (sortColumn ? ranksOf(sortColumn) : null), [ranksOf, sortColumn]);
  const direction = view.sort?.direction ?? 'ascending';
  const order = useMemo(() => (ranks ? orderByRanks(ranks, direction) : null), [ranks, direction]);

  const filterEntries = Object.entries(view.filters).sort(([a], [b]) => a.localeCompare(b));
  const filtersKey = JSON.stringify(filterEntries);
  const search = view.search;
  return useMemo(() => {
    const words = searchWords(search);
    const filters = JSON.parse(filtersKey) as [string, string][];
    const indices = visibleIndices(rows.length, order, {
      words,
      searchKeys: words.length ? keys.searchKeys() : [],
      filters,
      filterKeys: filters.length ? keys.filterKeys() : noFilterKeys,
    });
    return indices.map((i) => rows[i]!);
  }, [rows, order, search, filtersKey, keys]);
}
