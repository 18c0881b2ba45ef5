import { matchesSearch } from '@/lib/text-search';

/** SPEC §2/§9: tables show 10 rows per page. */
export const TABLE_PAGE_SIZE = 10;
/** SPEC §9: the table search waits 500 ms after typing stops. */
export const TABLE_SEARCH_DEBOUNCE_MS = 500;

export type SortDirection = 'ascending' | 'descending';
export type SortValue = string | number | boolean | null | undefined;

const collator = new Intl.Collator('es-AR', { numeric: true, sensitivity: 'base' });

const isEmpty = (v: SortValue) => v === null || v === undefined || v === '';

function compare(a: NonNullable<SortValue>, b: NonNullable<SortValue>): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/** A sorted copy; rows without a value go last in both directions, where people expect "no data". */
export function sortRows<T>(rows: readonly T[], value: (row: T) => SortValue, direction: SortDirection): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = value(x);
    const b = value(y);
    if (isEmpty(a) || isEmpty(b)) return isEmpty(a) === isEmpty(b) ? 0 : isEmpty(a) ? 1 : -1;
    return sign * compare(a!, b!);
  });
}

export function filterRows<T>(rows: readonly T[], query: string, searchText: (row: T) => string): readonly T[] {
  return query.trim() === '' ? rows : rows.filter((row) => matchesSearch(searchText(row), query));
}

export type Page<T> = { rows: readonly T[]; page: number; pageCount: number };

/** Cuts out page `page` (1-based), clamped to the pages that exist; there is always at least one page. */
export function paginate<T>(rows: readonly T[], page: number, pageSize = TABLE_PAGE_SIZE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { rows: rows.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
