import { normalizeForSearch } from '@/lib/format/text-search';
import { columnKind, filterValueOf, isSearchable, type DataTableColumn } from './columns';
import { displayText } from './cell-format';
import type { FilterKey } from './visible-rows';

/**
 * What the search matches per row, normalised once per data change (lower case, no accents):
 * the text each searchable column shows, plus the bare digits of numbers ('45000' finds
 * '$ 45.000,00'). Columns are separated by a newline, which no query word contains.
 */
export function buildSearchKeys<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[]): string[] {
  const searchable = columns.filter(isSearchable);
  return rows.map((row) =>
    normalizeForSearch(
      searchable
        .map((column) => {
          const value = column.value(row);
          const kind = columnKind(column);
          const shown = displayText(value, kind);
          return typeof value === 'number' && (kind === 'number' || kind === 'money') ? `${shown}\n${value}` : shown;
        })
        .join('\n'),
    ),
  );
}

/** The option value of every row, per filterable column. */
export function buildFilterKeys<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[]): Map<string, FilterKey[]> {
  return new Map(columns.filter((c) => c.filter).map((column) => [column.id, rows.map((row) => filterValueOf(column, row))]));
}

/** The keys of one data set, each built on its first use and kept (see keyCache). */
export type RowKeys = { searchKeys: () => readonly string[]; filterKeys: () => ReadonlyMap<string, readonly FilterKey[]> };

/**
 * Search and filter keys built when a search or a filter first needs them, not when the rows
 * arrive: formatting and normalising every row's text was part of the long task that shows a
 * list (issue 18, `npm run perf`), and a list nobody searches never pays for it.
 */
export function keyCache<T>(rows: readonly T[], columns: readonly DataTableColumn<T>[]): RowKeys {
  let search: string[] | undefined;
  let filters: Map<string, FilterKey[]> | undefined;
  return {
    searchKeys: () => (search ??= buildSearchKeys(rows, columns)),
    filterKeys: () => (filters ??= buildFilterKeys(rows, columns)),
  };
}

/** The query as the words every matching row must contain. */
export const searchWords = (query: string) => normalizeForSearch(query).split(/\s+/).filter(Boolean);
