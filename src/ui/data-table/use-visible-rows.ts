import { useMemo } from 'react';
import type { DataTableColumn } from './columns';
import { buildFilterKeys, buildSearchKeys, searchWords } from './search-keys';
import { orderByRanks, rankCache } from './sort-order';
import type { TableView } from './view-state';
import { visibleIndices } from './visible-rows';

/**
 * The rows the view selects, in order (all pages). Each step is memoised on what it depends on,
 * so at 5,000 rows typing costs a scan of precomputed keys, a sort change costs one collator
 * pass on a column's first sort (then integer sorts), and a page change costs a slice (docs/decisions/0016).
 */
export function useVisibleRows<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[], view: TableView): readonly T[] {
  const searchKeys = useMemo(() => buildSearchKeys(rows, columns), [rows, columns]);
  const filterKeys = useMemo(() => buildFilterKeys(rows, columns), [rows, columns]);

  const ranksOf = useMemo(() => rankCache(rows, columns), [rows, columns]);
  const sortColumn = view.sort?.column;
  const ranks = useMemo(() => (sortColumn ? ranksOf(sortColumn) : null), [ranksOf, sortColumn]);
  const direction = view.sort?.direction ?? 'ascending';
  const order = useMemo(() => (ranks ? orderByRanks(ranks, direction) : null), [ranks, direction]);

  const filterEntries = Object.entries(view.filters).sort(([a], [b]) => a.localeCompare(b));
  const filtersKey = JSON.stringify(filterEntries);
  const search = view.search;
  return useMemo(() => {
    const indices = visibleIndices(rows.length, order, {
      words: searchWords(search),
      searchKeys,
      filters: JSON.parse(filtersKey) as [string, string][],
      filterKeys,
    });
    return indices.map((i) => rows[i]!);
  }, [rows, order, search, searchKeys, filtersKey, filterKeys]);
}
