import type { CellValue, ColumnKind } from './columns';

export type SortDirection = 'ascending' | 'descending';

/** Spanish order: 'Ñandú' after 'Nutria', 'equipo 2' before 'Equipo 10', case and accents aside. */
const collator = new Intl.Collator('es-AR', { numeric: true, sensitivity: 'base' });

const isBlank = (v: CellValue) => v === null || v === undefined || v === '' || (typeof v === 'number' && Number.isNaN(v));

const comparable = (value: CellValue, kind: ColumnKind): string | number => {
  if (value instanceof Date) return value.getTime();
  if (kind === 'date' || kind === 'datetime') return Date.parse(String(value));
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return Number(value);
  return String(value);
};

/**
 * The rank of every row's value in ascending order (equal values share a rank; -1 when the
 * cell is empty). The one costly step of sorting (the collator): computed once per column and
 * data change, after which either direction is a sort of small integers.
 */
export function sortRanks(values: readonly CellValue[], kind: ColumnKind): Int32Array {
  const ranks = new Int32Array(values.length).fill(-1);
  const present: { index: number; key: string | number }[] = [];
  values.forEach((value, index) => {
    if (!isBlank(value)) present.push({ index, key: comparable(value, kind) });
  });
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  present.sort((a, b) => compare(a.key, b.key));
  let rank = 0;
  present.forEach((entry, i) => {
    if (i > 0 && compare(present[i - 1]!.key, entry.key) !== 0) rank++;
    ranks[entry.index] = rank;
  });
  return ranks;
}

/** Row indices in the order of `ranks`; empty cells last in both directions, ties in data order. */
export function orderByRanks(ranks: Int32Array, direction: SortDirection): Int32Array {
  const sign = direction === 'ascending' ? 1 : -1;
  const order = Int32Array.from({ length: ranks.length }, (_, i) => i);
  return order.sort((a, b) => {
    const ra = ranks[a]!;
    const rb = ranks[b]!;
    if (ra !== rb) {
      if (ra < 0) return 1;
      if (rb < 0) return -1;
      return sign * (ra - rb);
    }
    return a - b;
  });
}

/**
 * Ranks per column for one data set, computed on a column's first sort and kept: going back
 * to a column already sorted costs only the integer sort. Null for an unknown column.
 */
export function rankCache<T>(rows: readonly T[], columns: readonly { id: string; kind?: ColumnKind; value: (row: T) => CellValue }[]) {
  const cache = new Map<string, Int32Array>();
  return (columnId: string): Int32Array | null => {
    const column = columns.find((c) => c.id === columnId);
    if (!column) return null;
    let ranks = cache.get(columnId);
    if (!ranks) {
      ranks = sortRanks(
        rows.map((row) => column.value(row)),
        column.kind ?? 'text',
      );
      cache.set(columnId, ranks);
    }
    return ranks;
  };
}
