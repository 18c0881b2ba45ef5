import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { fakeTimerUser, fakeTimersAroundEachTest } from './fake-timers';

type Team = { id: number; name: string; members: number; status: 'paid' | 'pending'; paid: number; at: string };
const teams: Team[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: i === 4 ? 'Los Pejerreyes de Peñí' : i === 7 ? 'Barra Gómez' : `Equipo ${String(i + 1).padStart(2, '0')}`,
  members: (i % 3) + 1,
  status: i % 2 === 0 ? 'paid' : 'pending',
  paid: i % 2 === 0 ? 45000 + i * 0.5 : 0,
  at: `2026-11-${String(i + 1).padStart(2, '0')}T15:00:00Z`,
}));
const columns: DataTableColumn<Team>[] = [
  { id: 'equipo', header: 'Equipo', value: (t) => t.name },
  { id: 'miembros', header: 'Miembros', value: (t) => t.members, kind: 'number', cell: (t) => `${t.members}/3` },
  {
    id: 'estado',
    header: 'Estado',
    value: (t) => (t.status === 'paid' ? 'Pagado' : 'Pendiente'),
    filter: { options: [{ value: 'paid', label: 'Pagado' }, { value: 'pending', label: 'Pendiente' }], value: (t) => t.status },
  },
  { id: 'pagado', header: 'Pagado', value: (t) => t.paid, kind: 'money' },
  { id: 'fecha', header: 'Fecha', value: (t) => t.at, kind: 'date' },
];

type Props = Partial<React.ComponentProps<typeof DataTable<Team>>>;
const renderTable = (props: Props = {}) =>
  render(<DataTable label="Equipos" columns={columns} rows={teams} search={{}} {...props} />);

const bodyRows = () => screen.getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((r) => r.querySelector('th, td')!.textContent);
const searchbox = () => screen.getByRole('searchbox', { name: 'Buscar' });

beforeEach(() => window.history.replaceState(null, '', '/equipos'));

// Each test drives the table's react-aria controls through many events; on a loaded 2-core machine that can
// pass 5 s. A longer limit, not a wait: nothing here depends on real time.
describe('DataTable', { timeout: 20_000 }, () => {
  fakeTimersAroundEachTest();

  it('shows 10 rows per page and moves with Anterior / Siguiente', async () => {
    const user = fakeTimerUser();
    renderTable();
    expect(screen.getByRole('table', { name: 'Equipos' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('Equipo 11');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('turns a page by updating the rendered rows in place, not by mounting new ones (npm run bench)', async () => {
    const user = fakeTimerUser();
    renderTable();
    const before = bodyRows();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(firstCells()[0]).toBe('Equipo 11');
    expect(bodyRows()).toEqual(before);
    bodyRows().forEach((row, i) => expect(row).toBe(before[i]));
  });

  it('keeps the location hash (a tab chosen by #equipos) when the view goes into the query string', async () => {
    window.history.replaceState(null, '', '/equipos#equipos');
    const user = fakeTimerUser();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(window.location.search).toBe('?pagina=2');
    expect(window.location.hash).toBe('#equipos');
  });

  it('shows values as es-AR text: money, dd/mm/aaaa dates, custom cells', () => {
    renderTable();
    const first = within(bodyRows()[0]!);
    expect(bodyRows()[0]).toHaveTextContent('$ 45.000,00');
    expect(first.getByText('01/11/2026')).toBeInTheDocument();
    expect(first.getByText('1/3')).toBeInTheDocument();
  });

  it('filters 500 ms after typing stops, ignoring case and accents, and goes back to page 1', async () => {
    const user = fakeTimerUser();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(searchbox(), 'gomez');
    act(() => vi.advanceTimersByTime(499));
    expect(bodyRows()).toHaveLength(10);
    act(() => vi.advanceTimersByTime(1));
    expect(firstCells()).toEqual(['Barra Gómez']);
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();

    await user.clear(searchbox());
    await user.type(searchbox(), 'PENÍ');
    act(() => vi.advanceTimersByTime(500));
    expect(firstCells()).toEqual(['Los Pejerreyes de Peñí']);
  });

  it('restarts the 500 ms wait at every keystroke', async () => {
    const user = fakeTimerUser();
    renderTable();
    await user.type(searchbox(), 'go');
    act(() => vi.advanceTimersByTime(400));
    await user.type(searchbox(), 'mez');
    act(() => vi.advanceTimersByTime(400));
    expect(bodyRows()).toHaveLength(10);
    act(() => vi.advanceTimersByTime(100));
    expect(bodyRows()).toHaveLength(1);
  });

  it('sorts by a column, toggling aria-sort and the order; unsortable columns stay plain', async () => {
    const user = fakeTimerUser();
    renderTable({ columns: columns.map((c) => (c.id === 'fecha' ? { ...c, sortable: false } : c)) });
    const header = screen.getByRole('columnheader', { name: /Pagado/ });
    expect(header).not.toHaveAttribute('aria-sort', 'ascending');
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()[0]).toBe('Equipo 02');
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('Equipo 23');
    expect(screen.getByRole('columnheader', { name: 'Fecha' })).not.toHaveAttribute('aria-sort');
  });

  it('filters by a column with a select, combined with the search, and back to all with Todos', async () => {
    const user = fakeTimerUser();
    renderTable();
    await user.click(screen.getByRole('button', { name: /Estado/ }));
    await user.click(screen.getByRole('option', { name: 'Pendiente' }));
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    expect(bodyRows().every((r) => within(r).queryByText('Pendiente'))).toBe(true);

    await user.type(searchbox(), 'gomez');
    act(() => vi.advanceTimersByTime(500));
    expect(firstCells()).toEqual(['Barra Gómez']);

    await user.click(screen.getByRole('button', { name: /Estado/ }));
    await user.click(screen.getByRole('option', { name: 'Pagado' }));
    expect(screen.getByText('No hay resultados que coincidan con «gomez».')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Estado/ }));
    await user.click(screen.getByRole('option', { name: 'Todos' }));
    expect(firstCells()).toEqual(['Barra Gómez']);
  });

  it('tells an empty list from a search that finds nothing', async () => {
    const user = fakeTimerUser();
    const { unmount } = renderTable({ rows: [], emptyText: 'Todavía no hay equipos.' });
    expect(screen.getByText('Todavía no hay equipos.')).toBeInTheDocument();
    // Nothing to page through (issue 31); a search that finds nothing keeps its pager below.
    expect(screen.queryByText('Página 1 de 1')).not.toBeInTheDocument();
    unmount();

    renderTable({ noun: { one: 'equipo', other: 'equipos' } });
    await user.type(searchbox(), 'zzz');
    act(() => vi.advanceTimersByTime(500));
    // The empty search names what was searched and offers the way back (issue 21).
    expect(screen.getByText('No hay equipos que coincidan con «zzz».')).toBeInTheDocument();
    expect(screen.getByText('0 de 23 equipos')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(searchbox()).toHaveValue('');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('23 equipos')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('names a filtered view that finds nothing with the caller’s sentence when no search is typed', async () => {
    const user = fakeTimerUser();
    renderTable({ rows: teams.filter((t) => t.status === 'paid'), noResultsText: 'Ningún equipo con ese estado.' });
    await user.click(screen.getByRole('button', { name: /Estado/ }));
    await user.click(screen.getByRole('option', { name: 'Pendiente' }));
    expect(screen.getByText('Ningún equipo con ese estado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpiar búsqueda' })).not.toBeInTheDocument();
  });

  it('shows a loading state instead of rows', () => {
    renderTable({ isLoading: true, csvFileName: 'equipos' });
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Equipo 01')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('opens a row by its name, by a click anywhere on it and by keyboard (Tab to the next name, Enter)', async () => {
    const onRowAction = vi.fn();
    const user = fakeTimerUser();
    renderTable({ onRowAction });
    await user.click(screen.getByRole('button', { name: 'Equipo 02' }));
    expect(onRowAction).toHaveBeenLastCalledWith(teams[1]);
    await user.keyboard('{Tab}{Enter}');
    expect(onRowAction).toHaveBeenLastCalledWith(teams[2]);
    await user.click(within(screen.getByRole('row', { name: /Equipo 06/ })).getAllByRole('cell')[1]!);
    expect(onRowAction).toHaveBeenLastCalledWith(teams[5]);
    expect(onRowAction).toHaveBeenCalledTimes(3);
  });

  it('makes each row a link to its detail: the name is the link, and a click elsewhere on the row follows it', async () => {
    const user = fakeTimerUser();
    const start = window.history.length;
    // Inside the app's main, which is focusable (tabindex -1) for the skip link and is no control of the row's.
    render(
      <main tabIndex={-1}>
        <DataTable label="Equipos" columns={columns} rows={teams} rowHref={(t) => `/equipos/${t.id}`} />
      </main>,
    );
    const link = screen.getByRole('link', { name: 'Equipo 03' });
    expect(link).toHaveAttribute('href', '/equipos/3');
    expect(screen.getAllByRole('link')).toHaveLength(10);
    await user.click(within(screen.getByRole('row', { name: /Equipo 03/ })).getAllByRole('cell')[2]!);
    expect(window.location.pathname).toBe('/equipos/3');
    expect(window.history.length).toBe(start + 1);
    // The link itself, once: the row does not follow it a second time.
    await user.click(screen.getByRole('link', { name: 'Equipo 06' }));
    expect(window.location.pathname).toBe('/equipos/6');
    expect(window.history.length).toBe(start + 2);
  });

  it('sorts by a column header with a click, Enter or Space, and says how in aria-sort', async () => {
    const user = fakeTimerUser();
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Miembros' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(header);
    expect(screen.getByRole('columnheader', { name: 'Miembros' })).toHaveAttribute('aria-sort', 'ascending');
    screen.getByRole('columnheader', { name: 'Miembros' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: 'Miembros' })).toHaveAttribute('aria-sort', 'descending');
    await user.keyboard(' ');
    expect(screen.getByRole('columnheader', { name: 'Miembros' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Equipo' })).toHaveAttribute('aria-sort', 'none');
  });

  it('gives each row its actions, named after the row', async () => {
    const onEdit = vi.fn();
    const user = fakeTimerUser();
    renderTable({ rowActions: [{ label: 'Editar', onAction: onEdit }, { label: 'Eximir', onAction: vi.fn(), isHidden: (t) => t.status === 'paid' }] });
    expect(screen.getByRole('columnheader', { name: 'Acciones' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Editar Equipo 03' }));
    expect(onEdit).toHaveBeenCalledWith(teams[2]);
    expect(screen.getByRole('button', { name: 'Eximir Equipo 02' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eximir Equipo 01' })).not.toBeInTheDocument();
  });

  it('names a row action as told when the row header alone would not tell rows apart', async () => {
    const onDelete = vi.fn();
    const user = fakeTimerUser();
    renderTable({ rowActions: [{ label: 'Eliminar', onAction: onDelete, accessibleName: (t) => `Eliminar ${t.name} (${t.status})` }] });
    await user.click(screen.getByRole('button', { name: `Eliminar Equipo 03 (${teams[2]!.status})` }));
    expect(onDelete).toHaveBeenCalledWith(teams[2]);
    expect(screen.queryByRole('button', { name: 'Eliminar Equipo 03' })).not.toBeInTheDocument();
  });

  it('keeps search, sort, filter and page in the URL, and a reload shows the same view', async () => {
    const user = fakeTimerUser();
    const { unmount } = renderTable();
    await user.click(screen.getByRole('button', { name: /Estado/ }));
    await user.click(screen.getByRole('option', { name: 'Pagado' }));
    await user.click(screen.getByRole('columnheader', { name: /Equipo/ }));
    await user.click(screen.getByRole('columnheader', { name: /Equipo/ }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(searchbox(), 'equipo');
    act(() => vi.advanceTimersByTime(500));
    expect(window.location.search).toBe('?estado=paid&orden=-equipo&buscar=equipo');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(window.location.search).toBe('?estado=paid&orden=-equipo&buscar=equipo&pagina=2');
    const shown = firstCells();
    unmount();

    renderTable();
    expect(searchbox()).toHaveValue('equipo');
    expect(screen.getByRole('columnheader', { name: /Equipo/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: /Estado/ })).toHaveTextContent('Pagado');
    expect(screen.getByText('Página 2 de 2')).toBeInTheDocument();
    expect(firstCells()).toEqual(shown);
  });

  it('pushes a history entry per page, sort and filter but replaces it while typing', async () => {
    const user = fakeTimerUser();
    renderTable();
    const start = window.history.length;
    await user.type(searchbox(), 'e');
    act(() => vi.advanceTimersByTime(500));
    await user.type(searchbox(), 'q');
    act(() => vi.advanceTimersByTime(500));
    expect(window.history.length).toBe(start);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(window.history.length).toBe(start + 1);
    await user.click(screen.getByRole('columnheader', { name: /Miembros/ }));
    expect(window.history.length).toBe(start + 2);
  });

  it('follows the URL when it changes from outside (Back), search field included', () => {
    renderTable();
    act(() => {
      window.history.pushState(null, '', '/equipos?buscar=gomez&pagina=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(searchbox()).toHaveValue('gomez');
    expect(firstCells()).toEqual(['Barra Gómez']);
  });

  it("shows a list without formatting every row's search text: that waits for an idle moment or the first search (issue 18)", async () => {
    let formatted = 0;
    const counted = columns.map((c) => (c.id === 'pagado' ? { ...c, value: (t: Team) => (formatted++, t.paid) } : c));
    renderTable({ columns: counted });
    // The ten cells on screen only, not the 23 rows' search keys.
    expect(formatted).toBe(10);
    act(() => vi.runAllTimers());
    expect(formatted).toBe(10 + teams.length);
    const user = fakeTimerUser();
    await user.type(searchbox(), '45.002');
    act(() => vi.advanceTimersByTime(500));
    expect(firstCells()).toEqual(['Los Pejerreyes de Peñí']);
  });

  it('reuses the rendered rows when the table renders again for something else (the rows of the page did not change)', () => {
    let rendered = 0;
    const counted = columns.map((c) => (c.id === 'miembros' ? { ...c, cell: (t: Team) => (rendered++, `${t.members}/3`) } : c));
    const { rerender } = renderTable({ columns: counted });
    expect(rendered).toBe(10);
    rerender(<DataTable label="Equipos" columns={counted} rows={teams} search={{}} emptyText="Sin equipos." />);
    expect(rendered).toBe(10);
  });

  it('keeps the view in memory only when syncUrl is false', async () => {
    const user = fakeTimerUser();
    renderTable({ syncUrl: false });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});

describe('DataTable CSV export', () => {
  let blobs: Blob[] = [];
  beforeEach(() => {
    blobs = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:equipos';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it('exports the filtered rows of all pages, sorted as shown, for a spreadsheet in es-AR', async () => {
    const user = userEvent.setup();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('equipos.csv');
    });
    window.history.replaceState(null, '', '/equipos?estado=paid&orden=-pagado');
    renderTable({ csvFileName: 'equipos' });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await vi.waitFor(() => expect(blobs).toHaveLength(1));
    expect(click).toHaveBeenCalledOnce();
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const text = new TextDecoder().decode(await blobs[0]!.arrayBuffer());
    // TextDecoder drops the BOM by default; ask for it back to see it is there.
    const raw = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
    expect(raw.charCodeAt(0)).toBe(0xfeff);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Equipo;Miembros;Estado;Pagado;Fecha');
    expect(lines).toHaveLength(1 + 12);
    expect(lines[1]).toBe('Equipo 23;2;Pagado;45011,00;23/11/2026');
    expect(lines.at(-1)).toBe('Equipo 01;1;Pagado;45000,00;01/11/2026');
    expect(lines.find((l) => l.startsWith('Barra'))).toBeUndefined();
  });
});
