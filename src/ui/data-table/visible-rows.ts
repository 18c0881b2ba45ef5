/** SPEC §2/§9: tables show 10 rows per page. */
export const TABLE_PAGE_SIZE = 10;
/** The page sizes a user may choose; 10, SPEC's, first. */
export const PAGE_SIZES: readonly number[] = [10, 25, 50, 100];

/** A row's option value in a filtered column, or its values when it has several (ColumnFilter.values). */
export type FilterKey = string | readonly string[];

const hasOption = (key: FilterKey | undefined, value: string) => (typeof key === 'string' ? key === value : key !== undefined && key.includes(value));

export type RowMatch = {
  /** Normalised search words (searchWords); every one must be in the row's key. */
  words: readonly string[];
  searchKeys: readonly string[];
  /** Active filters: column id → chosen option value. */
  filters: readonly (readonly [string, string])[];
  filterKeys: ReadonlyMap<string, readonly FilterKey[]>;
};

/** Indices of the rows that pass the search and the filters, in `order` (data order when null). */
export function visibleIndices(count: number, order: ArrayLike<number> | null, match: RowMatch): number[] {
  const filters = match.filters
    .map(([id, value]) => [match.filterKeys.get(id), value] as const)
    .filter((f): f is readonly [readonly FilterKey[], string] => f[0] !== undefined);
  const { words, searchKeys } = match;
  const result: number[] = [];
  for (let n = 0; n < count; n++) {
    const i = order ? order[n]! : n;
    if (filters.length && !filters.every(([keys, value]) => hasOption(keys[i], value))) continue;
    if (words.length) {
      const key = searchKeys[i]!;
      if (!words.every((w) => key.includes(w))) continue;
    }
    result.push(i);
  }
  return result;
}

export type Page<T> = { rows: readonly T[]; page: number; pageCount: number };

/** Cuts out page `page` (1-based), clamped to the pages that exist; there is always at least one page. */
export function paginate<T>(rows: readonly T[], page: number, pageSize = TABLE_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
