import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from '@/ui/data-table';
import { emptyView, parseView, writeView } from '@/ui/data-table/view-state';

type Row = { name: string; status: string };
const columns: DataTableColumn<Row>[] = [
  { id: 'nombre', header: 'Nombre', value: (r) => r.name },
  { id: 'notas', header: 'Notas', value: () => null, sortable: false },
  { id: 'estado', header: 'Estado', value: (r) => r.status, filter: { options: [{ value: 'paid', label: 'Pagado' }] } },
];

describe('table view in the query string', () => {
  it('round-trips search, sort, filters, page and page size, keeping the page’s other parameters', () => {
    const view = { search: 'gómez', sort: { column: 'nombre', direction: 'descending' as const }, filters: { estado: 'paid' }, page: 3, pageSize: 50 };
    const params = writeView(new URLSearchParams('teamId=7'), view, columns);
    expect(params.toString()).toBe('teamId=7&buscar=g%C3%B3mez&orden=-nombre&estado=paid&pagina=3&filas=50');
    expect(parseView(params, columns)).toEqual(view);
  });

  it('leaves defaults out, so the bare path is the default view', () => {
    expect(writeView(new URLSearchParams(), emptyView(), columns).toString()).toBe('');
    const initialSort = { column: 'nombre', direction: 'ascending' as const };
    expect(writeView(new URLSearchParams(), emptyView(initialSort), columns, { initialSort }).toString()).toBe('');
    // Turning the initial sort off is recorded as an empty 'orden'.
    const off = writeView(new URLSearchParams(), emptyView(null), columns, { initialSort });
    expect(off.toString()).toBe('orden=');
    expect(parseView(off, columns, { initialSort }).sort).toBeNull();
  });

  it('ignores what a hand-edited link gets wrong: unknown or unsortable columns, unknown options, bad pages', () => {
    const view = parseView(new URLSearchParams('orden=-notas&estado=nope&pagina=-2&buscar=&filas=7'), columns);
    expect(view).toEqual(emptyView());
    // Only the offered page sizes: a hand-written 100000 would render every row at once.
    expect(parseView(new URLSearchParams('filas=100000'), columns).pageSize).toBeNull();
    expect(parseView(new URLSearchParams('filas=25'), columns).pageSize).toBe(25);
    expect(parseView(new URLSearchParams('pagina=abc&orden=zzz'), columns).page).toBe(1);
  });

  it('namespaces every parameter with the prefix, for pages with two tables', () => {
    const view = { search: 'x', sort: { column: 'nombre', direction: 'ascending' as const }, filters: { estado: 'paid' }, page: 2, pageSize: null };
    const params = writeView(new URLSearchParams('buscar=otra'), view, columns, { prefix: 'pagos.' });
    expect(params.toString()).toBe('buscar=otra&pagos.buscar=x&pagos.orden=nombre&pagos.estado=paid&pagos.pagina=2');
    expect(parseView(params, columns, { prefix: 'pagos.' })).toEqual(view);
  });
});
