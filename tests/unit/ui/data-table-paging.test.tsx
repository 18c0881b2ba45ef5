import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageFromText } from '@/ui/data-table/page-field';
import { DataTable, type DataTableColumn } from '@/ui/data-table';

// Issue 21: the total, any page directly, a page size, all in the URL; printing prints every filtered row.
type Team = { id: number; name: string; registration: number; status: 'paid' | 'pending' };
const teams: Team[] = Array.from({ length: 63 }, (_, i) => ({
  id: i + 1,
  name: `Equipo ${String(i + 1).padStart(2, '0')}`,
  registration: 3001 + i,
  status: i % 3 === 0 ? 'pending' : 'paid',
}));
const columns: DataTableColumn<Team>[] = [
  { id: 'equipo', header: 'Equipo', value: (t) => t.name, isRowHeader: true },
  { id: 'inscripcion', header: 'N.º de inscripción', value: (t) => t.registration, kind: 'id' },
  {
    id: 'estado',
    header: 'Estado',
    value: (t) => (t.status === 'paid' ? 'Pagado' : 'Pendiente'),
    filter: { options: [{ value: 'paid', label: 'Pagado' }, { value: 'pending', label: 'Pendiente' }], value: (t) => t.status },
    onScreen: false,
  },
];
const noun = { one: 'equipo', other: 'equipos' };

type Props = Partial<React.ComponentProps<typeof DataTable<Team>>>;
const renderTable = (props: Props = {}) => render(<DataTable label="Equipos" noun={noun} columns={columns} rows={teams} search={{}} {...props} />);
const grid = () => screen.getByRole('table', { name: 'Equipos' });
const bodyRows = () => within(grid()).getAllByRole('row').slice(1);
const pageField = () => screen.getByRole('textbox', { name: 'Página' });

beforeEach(() => window.history.replaceState(null, '', '/equipos'));

describe('DataTable paging', { timeout: 20_000 }, () => {
  it('says how many rows the list has, and how many the search leaves', () => {
    const first = renderTable();
    expect(screen.getByText('63 equipos')).toBeInTheDocument();
    first.unmount();
    window.history.replaceState(null, '', '/equipos?estado=pending');
    const second = renderTable();
    expect(screen.getByText('21 de 63 equipos')).toBeInTheDocument();
    second.unmount();
    render(<DataTable label="Uno" noun={noun} columns={columns} rows={teams.slice(0, 1)} syncUrl={false} />);
    expect(screen.getByText('1 equipo')).toBeInTheDocument();
  });

  it('reaches any page directly from the page field, clamped to the pages that exist, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(pageField()).toHaveValue('1');
    expect(pageField()).toHaveAccessibleDescription('de 7');
    await user.clear(pageField());
    await user.type(pageField(), '5{Enter}');
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('Equipo 41');
    expect(screen.getByText('Página 5 de 7')).toBeInTheDocument();
    expect(window.location.search).toBe('?pagina=5');

    await user.clear(pageField());
    await user.type(pageField(), '99{Enter}');
    expect(pageField()).toHaveValue('7');
    expect(bodyRows()).toHaveLength(3);
    expect(window.location.search).toBe('?pagina=7');

    // ArrowUp / ArrowDown turn one page; leaving the field commits what was typed; no digits keeps the page.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByText('Página 5 de 7')).toBeInTheDocument();
    expect(pageField()).toHaveValue('5');
    await user.clear(pageField());
    await user.type(pageField(), '2');
    await user.tab();
    expect(screen.getByText('Página 2 de 7')).toBeInTheDocument();
    await user.clear(pageField());
    await user.type(pageField(), 'x{Enter}');
    expect(pageField()).toHaveValue('2');
    // Anterior moves the field too.
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(pageField()).toHaveValue('1');
  });

  it('reads a typed page as its digits, clamped to the pages that exist', () => {
    expect(pageFromText('5', 7)).toBe(5);
    expect(pageFromText(' 1.200 ', 5000)).toBe(1200);
    expect(pageFromText('0', 7)).toBe(1);
    expect(pageFromText('99', 7)).toBe(7);
    expect(pageFromText('abc', 7)).toBeNull();
    expect(pageFromText('', 7)).toBeNull();
  });

  it('offers 10, 25, 50 or 100 rows per page, 10 by default, keeping the first row shown on screen', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/equipos?pagina=4');
    renderTable();
    expect(bodyRows()).toHaveLength(10);
    expect(within(bodyRows()[0]!).getByRole('rowheader')).toHaveTextContent('Equipo 31');
    await user.click(screen.getByRole('button', { name: /Filas por página/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '25' }));
    // Row 31 is on page 2 of 25 rows.
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(25);
    expect(window.location.search).toBe('?pagina=2&filas=25');

    await user.click(screen.getByRole('button', { name: /Filas por página/ }));
    await user.click(screen.getByRole('option', { name: '10' }));
    // SPEC's 10 is the default: it leaves the URL.
    expect(window.location.search).toBe('?pagina=3');
  });

  // Issue 31: a table given a page size of its own showed 'Seleccioná una opción' in 'Filas por página'.
  it('shows a page size of its own in Filas por página, among the usual ones', async () => {
    const user = userEvent.setup();
    renderTable({ pageSize: 15, syncUrl: false });
    expect(bodyRows()).toHaveLength(15);
    const size = screen.getByRole('button', { name: /Filas por página/ });
    expect(size).toHaveTextContent('15');
    expect(size).not.toHaveTextContent('Seleccioná una opción');
    await user.click(size);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '15', '25', '50', '100']);
  });

  it('shows an empty table with its empty state alone: no export, no pager', () => {
    renderTable({ rows: [], emptyText: 'Todavía no hay equipos.', csvFileName: 'equipos' });
    expect(screen.getByText('Todavía no hay equipos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /Paginación/ })).not.toBeInTheDocument();
  });

  it('shows every row without a pager when the table is not paged', () => {
    renderTable({ isPaged: false, syncUrl: false });
    expect(bodyRows()).toHaveLength(63);
    expect(screen.queryByRole('navigation', { name: /Paginación/ })).not.toBeInTheDocument();
  });

  it('shows identifiers as written (3048, not 3.048) and keeps detail-only columns off the screen table', () => {
    renderTable({ rows: [{ id: 1, name: 'Los Dorados', registration: 3048, status: 'paid' }] });
    expect(within(grid()).getByText('3048')).toBeInTheDocument();
    expect(within(grid()).queryByRole('columnheader', { name: 'Estado' })).not.toBeInTheDocument();
  });
});

describe('DataTable printing', () => {
  it('prints every row the search and filters select, all pages, with no buttons or fields', () => {
    window.history.replaceState(null, '', '/equipos?estado=pending&pagina=2');
    renderTable({ printContext: 'Competencia: Torneo 2026' });
    // Only the screen's table (its page of 10 rows) until the browser prints.
    expect(screen.getAllByRole('table', { name: 'Equipos' })).toHaveLength(1);

    act(() => void window.dispatchEvent(new Event('beforeprint')));
    // The printed table follows the screen's, which print CSS hides.
    const [onScreen, printed] = screen.getAllByRole('table', { name: 'Equipos' });
    expect(within(onScreen!).getAllByRole('row')).toHaveLength(11);
    expect(printed).toBeDefined();
    const rows = within(printed!).getAllByRole('row').slice(1);
    // 21 pending teams, though the screen shows page 2 of 10 rows.
    expect(rows).toHaveLength(21);
    expect(within(printed!).getByRole('columnheader', { name: 'Estado' })).toBeInTheDocument();
    expect(within(printed!).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/^Competencia: Torneo 2026 · 21 de 63 equipos · Impreso el \d{2}\/\d{2}\/\d{4}/)).toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(screen.getAllByRole('table', { name: 'Equipos' })).toHaveLength(1);
  });
});
