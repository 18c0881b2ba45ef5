import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from '@/ui/data-table';
import { buildFilterKeys, buildSearchKeys, keyCache, searchWords } from '@/ui/data-table/search-keys';
import { orderByRanks, rankCache, sortRanks } from '@/ui/data-table/sort-order';
import { paginate, visibleIndices } from '@/ui/data-table/visible-rows';

type Person = { name: string; club: string; paid: number; status: 'paid' | 'pending' };
const people: Person[] = [
  { name: 'Ana Gómez', club: 'Club Náutico Peñí', paid: 45000, status: 'paid' },
  { name: 'Bruno Díaz', club: 'Barra Tigre', paid: 0, status: 'pending' },
  { name: 'Carla Gomez', club: 'Barra Tigre', paid: 1500.5, status: 'paid' },
];
const columns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Nombre', value: (p) => p.name },
  { id: 'club', header: 'Barra', value: (p) => p.club },
  { id: 'paid', header: 'Pagado', value: (p) => p.paid, kind: 'money' },
  {
    id: 'status',
    header: 'Estado',
    value: (p) => (p.status === 'paid' ? 'Pagado' : 'Pendiente'),
    searchable: false,
    filter: { options: [{ value: 'paid', label: 'Pagado' }, { value: 'pending', label: 'Pendiente' }], value: (p) => p.status },
  },
];

const find = (query: string, filters: [string, string][] = [], order: Int32Array | null = null) =>
  visibleIndices(people.length, order, {
    words: searchWords(query),
    searchKeys: buildSearchKeys(people, columns),
    filters,
    filterKeys: buildFilterKeys(people, columns),
  });

describe('search keys and matching', () => {
  it("ignores case and accents both ways: 'gomez' finds 'Gómez', 'GÓMEZ' finds 'Gomez'", () => {
    expect(find('gomez')).toEqual([0, 2]);
    expect(find('GÓMEZ')).toEqual([0, 2]);
    expect(find('peni')).toEqual([0]);
  });

  it('needs every word, in any column and any order', () => {
    expect(find('tigre gomez')).toEqual([2]);
    expect(find('tigre zzz')).toEqual([]);
    expect(find('   ')).toEqual([0, 1, 2]);
  });

  it('matches the shown money text and its bare digits, but not columns marked unsearchable', () => {
    expect(find('45.000,00')).toEqual([0]);
    expect(find('45000')).toEqual([0]);
    expect(find('pendiente')).toEqual([]);
  });

  it('keeps rows whose filtered column has the chosen option, combined with the search', () => {
    expect(find('', [['status', 'paid']])).toEqual([0, 2]);
    expect(find('carla', [['status', 'paid']])).toEqual([2]);
    expect(find('', [['status', 'pending']])).toEqual([1]);
    expect(find('', [['unknown', 'x']])).toEqual([0, 1, 2]);
  });

  it('keeps a row with several option values (a team\'s categories) for each of them, and never for one it lacks', () => {
    type Team = { name: string; categories: string[] };
    const teams: Team[] = [
      { name: 'Dorados', categories: ['1', '3'] },
      { name: 'Surubíes', categories: [] },
      { name: 'Patíes', categories: ['2'] },
    ];
    const teamColumns: DataTableColumn<Team>[] = [
      { id: 'name', header: 'Nombre', value: (t) => t.name },
      { id: 'cat', header: 'Categorías', value: (t) => t.categories.join(', '), filter: { options: [], values: (t) => t.categories } },
    ];
    const match = (value: string) =>
      visibleIndices(teams.length, null, { words: [], searchKeys: buildSearchKeys(teams, teamColumns), filters: [['cat', value]], filterKeys: buildFilterKeys(teams, teamColumns) });
    expect(match('1')).toEqual([0]);
    expect(match('3')).toEqual([0]);
    expect(match('2')).toEqual([2]);
    expect(match('1, 3')).toEqual([]);
  });

  it('builds the search and filter keys of a data set on their first use, once', () => {
    let read = 0;
    const counting = columns.map((c) => ({ ...c, value: (p: Person) => (read++, c.value(p)) }));
    const keys = keyCache(people, counting);
    expect(read).toBe(0);
    expect(keys.searchKeys()).toEqual(buildSearchKeys(people, columns));
    const afterSearch = read;
    expect(afterSearch).toBeGreaterThan(0);
    expect(keys.searchKeys()).toBe(keys.searchKeys());
    expect(read).toBe(afterSearch);
    expect(keys.filterKeys().get('status')).toEqual(['paid', 'pending', 'paid']);
    expect(keys.filterKeys()).toBe(keys.filterKeys());
  });

  it('walks a sort order when given one', () => {
    expect(find('gomez', [], Int32Array.from([2, 1, 0]))).toEqual([2, 0]);
  });
});

describe('sorting', () => {
  it('orders Spanish text naturally (ñ after n, 2 before 10, case and accents aside), empties last both ways', () => {
    const names = ['Équipo 10', 'equipo 2', null, 'Ñandú', 'Nutria', 'Zorro', ''];
    const ranks = sortRanks(names, 'text');
    const sorted = (dir: 'ascending' | 'descending') => Array.from(orderByRanks(ranks, dir), (i) => names[i]);
    expect(sorted('ascending')).toEqual(['equipo 2', 'Équipo 10', 'Nutria', 'Ñandú', 'Zorro', null, '']);
    expect(sorted('descending')).toEqual(['Zorro', 'Ñandú', 'Nutria', 'Équipo 10', 'equipo 2', null, '']);
  });

  it('orders numbers numerically and dates by instant, ties in data order in both directions', () => {
    const numbers = [10, 9, 100, 9];
    expect(Array.from(orderByRanks(sortRanks(numbers, 'number'), 'ascending'))).toEqual([1, 3, 0, 2]);
    expect(Array.from(orderByRanks(sortRanks(numbers, 'number'), 'descending'))).toEqual([2, 0, 1, 3]);
    const dates = ['2026-03-01T10:00:00Z', '2025-12-31T23:00:00Z', '2026-01-15'];
    expect(Array.from(orderByRanks(sortRanks(dates, 'date'), 'ascending'))).toEqual([1, 2, 0]);
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 25 }, (_, i) => i + 1);

  it('cuts pages of 10 and counts them', () => {
    expect(paginate(rows, 1)).toEqual({ rows: rows.slice(0, 10), page: 1, pageCount: 3 });
    expect(paginate(rows, 3).rows).toEqual([21, 22, 23, 24, 25]);
  });

  it('clamps to the pages that exist and always has one page', () => {
    expect(paginate(rows, 9).page).toBe(3);
    expect(paginate(rows, 0).page).toBe(1);
    expect(paginate(rows, Number.NaN).page).toBe(1);
    expect(paginate([], 1)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe('rankCache', () => {
  it('ranks a column once per data set and answers null for unknown columns', () => {
    let reads = 0;
    const ranksOf = rankCache(people, [{ id: 'paid', kind: 'money', value: (p: Person) => (reads++, p.paid) }]);
    expect(Array.from(ranksOf('paid')!)).toEqual([2, 0, 1]);
    ranksOf('paid');
    expect(reads).toBe(people.length);
    expect(ranksOf('nope')).toBeNull();
  });
});
