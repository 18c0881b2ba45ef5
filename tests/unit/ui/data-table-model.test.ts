import { describe, expect, it } from 'vitest';
import { filterRows, paginate, sortRows } from '@/ui/data-table-model';

const rows = Array.from({ length: 25 }, (_, i) => i + 1);

describe('paginate', () => {
  it('cuts pages of 10 and counts them', () => {
    expect(paginate(rows, 1)).toEqual({ rows: rows.slice(0, 10), page: 1, pageCount: 3 });
    expect(paginate(rows, 3).rows).toEqual([21, 22, 23, 24, 25]);
  });

  it('clamps to the pages that exist and always has one page', () => {
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate(rows, 0).page).toBe(1);
    expect(paginate([], 1)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe('sortRows', () => {
  it('sorts Spanish text naturally and numbers numerically, leaving empties last', () => {
    const names = ['Équipo 10', 'equipo 2', null, 'Ñandú', 'Zorro'];
    expect(sortRows(names, (n) => n, 'ascending')).toEqual(['equipo 2', 'Équipo 10', 'Ñandú', 'Zorro', null]);
    expect(sortRows(names, (n) => n, 'descending')).toEqual(['Zorro', 'Ñandú', 'Équipo 10', 'equipo 2', null]);
    expect(sortRows([10, 9, 100], (n) => n, 'ascending')).toEqual([9, 10, 100]);
  });
});

describe('filterRows', () => {
  it('keeps rows whose text matches the query', () => {
    expect(filterRows(['Ana', 'Álvaro', 'Beto'], 'al', (r) => r)).toEqual(['Álvaro']);
    expect(filterRows(['Ana'], '', (r) => r)).toEqual(['Ana']);
  });
});
