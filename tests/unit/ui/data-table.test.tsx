import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { fakeTimerUser, fakeTimersAroundEachTest } from './fake-timers';

type Team = { id: number; name: string; members: number };
const teams: Team[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: i === 4 ? 'Los Pejerreyes de Peñí' : `Equipo ${String(i + 1).padStart(2, '0')}`,
  members: (i % 3) + 1,
}));
const columns: DataTableColumn<Team>[] = [
  { id: 'name', header: 'Equipo', cell: (t) => t.name, sortValue: (t) => t.name },
  { id: 'members', header: 'Miembros', cell: (t) => `${t.members}/3`, sortValue: (t) => t.members, align: 'end' },
];

const renderTable = (props: Partial<React.ComponentProps<typeof DataTable<Team>>> = {}) =>
  render(<DataTable label="Equipos" columns={columns} rows={teams} rowKey={(t) => t.id} searchText={(t) => t.name} {...props} />);

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('DataTable', () => {
  fakeTimersAroundEachTest();

  it('shows 10 rows per page and moves with Anterior / Siguiente', async () => {
    const user = fakeTimerUser();
    renderTable();
    expect(screen.getByRole('grid', { name: 'Equipos' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Página 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
    expect(within(bodyRows()[0]!).getByText('Equipo 11')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(screen.getByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('filters 500 ms after typing stops, ignoring case and accents, and goes back to page 1', async () => {
    const user = fakeTimerUser();
    renderTable();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'PENI');
    act(() => vi.advanceTimersByTime(499));
    expect(bodyRows()).toHaveLength(10);
    act(() => vi.advanceTimersByTime(1));
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByText('Los Pejerreyes de Peñí')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const user = fakeTimerUser();
    renderTable({ emptyText: 'No se encontraron equipos.' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'zzz');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('No se encontraron equipos.')).toBeInTheDocument();
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
  });

  it('sorts by a sortable column, then reverses', async () => {
    const user = fakeTimerUser();
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Miembros/ });
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(within(bodyRows()[0]!).getByText('1/3')).toBeInTheDocument();
    await user.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(within(bodyRows()[0]!).getByText('3/3')).toBeInTheDocument();
  });

  it('shows a loading state instead of rows', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
    expect(screen.getByRole('grid').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Equipo 01')).not.toBeInTheDocument();
  });

  it('opens a row on click', async () => {
    const onRowAction = vi.fn();
    renderTable({ onRowAction });
    await fakeTimerUser().click(screen.getByText('Equipo 02'));
    expect(onRowAction).toHaveBeenCalledWith(teams[1]);
  });
});
