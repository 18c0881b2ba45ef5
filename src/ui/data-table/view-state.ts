import { isSortable, type DataTableColumn } from './columns';
import type { SortDirection } from './sort-order';
import { PAGE_SIZES } from './visible-rows';

/** What the user chose: the part of a table that lives in the URL. */
export type TableView = {
  search: string;
  sort: { column: string; direction: SortDirection } | null;
  /** Column id → chosen option value ('Todos' is the absence of the key). */
  filters: Readonly<Record<string, string>>;
  page: number;
  /** Rows per page the user chose (one of PAGE_SIZES); null: the table's default. */
  pageSize: number | null;
};

export const emptyView = (sort: TableView['sort'] = null): TableView => ({ search: '', sort, filters: {}, page: 1, pageSize: null });

/**
 * URL scheme (docs/decisions/0016, 0040): `buscar=gomez&orden=-pagado&estado=paid&pagina=2&filas=50`, every
 * name behind the table's optional prefix ('pagos.' when a screen has two tables). `orden`
 * is the column id, '-' in front for descending; a filter is its column id; defaults (no
 * search, the initial sort, page 1, 'Todos') are left out so the plain path is the default view.
 */
export const paramNames = (prefix = '') => ({
  search: `${prefix}buscar`,
  sort: `${prefix}orden`,
  page: `${prefix}pagina`,
  pageSize: `${prefix}filas`,
});

const sameSort = (a: TableView['sort'], b: TableView['sort']) =>
  a === b || (a !== null && b !== null && a.column === b.column && a.direction === b.direction);

/** Reads a view from the query string; anything unknown or invalid falls back to the default. */
export function parseView<T>(
  params: URLSearchParams,
  columns: readonly DataTableColumn<T>[],
  options: { prefix?: string; initialSort?: TableView['sort'] } = {},
): TableView {
  const names = paramNames(options.prefix);
  const sortParam = params.get(names.sort);
  let sort = options.initialSort ?? null;
  if (sortParam !== null) {
    const descending = sortParam.startsWith('-');
    const id = descending ? sortParam.slice(1) : sortParam;
    const column = columns.find((c) => c.id === id && isSortable(c));
    // 'orden=' (empty) records that the user turned the initial sort off; nothing else exists for it.
    sort = column ? { column: column.id, direction: descending ? 'descending' : 'ascending' } : sortParam === '' ? null : sort;
  }
  const filters: Record<string, string> = {};
  for (const column of columns) {
    const value = column.filter ? params.get(`${options.prefix ?? ''}${column.id}`) : null;
    if (value !== null && column.filter!.options.some((o) => o.value === value)) filters[column.id] = value;
  }
  const page = Number.parseInt(params.get(names.page) ?? '1', 10);
  const pageSize = Number(params.get(names.pageSize));
  return {
    search: params.get(names.search) ?? '',
    sort,
    filters,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : null,
  };
}

/** The query string with `view` written in (other parameters of the page are kept). */
export function writeView<T>(
  params: URLSearchParams,
  view: TableView,
  columns: readonly DataTableColumn<T>[],
  options: { prefix?: string; initialSort?: TableView['sort'] } = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  const names = paramNames(options.prefix);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  set(names.search, view.search.trim() ? view.search : null);
  const initial = options.initialSort ?? null;
  set(names.sort, sameSort(view.sort, initial) ? null : view.sort ? `${view.sort.direction === 'descending' ? '-' : ''}${view.sort.column}` : '');
  for (const column of columns) {
    if (column.filter) set(`${options.prefix ?? ''}${column.id}`, view.filters[column.id] ?? null);
  }
  set(names.page, view.page > 1 ? String(view.page) : null);
  set(names.pageSize, view.pageSize === null ? null : String(view.pageSize));
  return next;
}
