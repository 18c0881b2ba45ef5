import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '@/ui/badge';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { formatMoney } from '@/lib/format';

type TeamRow = { id: number; name: string; club: string; members: number; paid: number; complete: boolean };

const clubs = ['Club de Pesca Quilmes', 'Barra Pesquera Tigre', 'Club Náutico Peñí', 'Pescadores del Sur'];
const teamNames = ['Los Dorados', 'Las Tarariras', 'Pejerreyes Unidos', 'El Surubí', 'Los Bagres', 'La Corvina Negra', 'Anzuelo de Oro', 'Los Patíes'];
// Fixed data (no randomness): the same rows in every run.
const teams: TeamRow[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `${teamNames[i % teamNames.length]}${i >= teamNames.length ? ` ${Math.floor(i / teamNames.length) + 1}` : ''}`,
  club: clubs[i % clubs.length]!,
  members: (i % 3) + 1,
  paid: i % 4 === 0 ? 0 : 45000 + i * 500,
  complete: i % 3 === 2,
}));

const columns: DataTableColumn<TeamRow>[] = [
  { id: 'name', header: 'Equipo', cell: (t) => t.name, sortValue: (t) => t.name, isRowHeader: true },
  { id: 'club', header: 'Barra pesquera', cell: (t) => t.club, sortValue: (t) => t.club },
  { id: 'members', header: 'Miembros', cell: (t) => `${t.members}/3`, sortValue: (t) => t.members, align: 'end' },
  { id: 'paid', header: 'Pagado', cell: (t) => formatMoney(t.paid), sortValue: (t) => t.paid, align: 'end' },
  {
    id: 'status',
    header: 'Estado',
    cell: (t) => (t.complete ? <Badge tone="successSolid">Completado</Badge> : <Badge tone="warning">Pendiente</Badge>),
  },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<TeamRow>,
  args: {
    label: 'Equipos',
    columns,
    rows: teams,
    rowKey: (t: TeamRow) => t.id,
    searchText: (t: TeamRow) => `${t.name} ${t.club}`,
    searchPlaceholder: 'Nombre del equipo o barra',
    emptyText: 'No se encontraron equipos.',
  },
} satisfies Meta<typeof DataTable<TeamRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ten rows per page, 'Anterior' / 'Siguiente' and 'Página X de Y'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Página 1 de 3')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(canvas.getByText('Página 2 de 3')).toBeInTheDocument();
  },
};

/** The search waits 500 ms after typing stops, then filters and returns to page 1. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar' }), 'peni');
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await waitFor(() => expect(canvas.getByText('Página 1 de 1')).toBeInTheDocument(), { timeout: 2000 });
    await expect(canvas.getAllByRole('row').length).toBeLessThan(11);
  },
};

export const SortedByPayment: Story = { args: { initialSort: { column: 'paid', direction: 'descending' } } };
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], isLoading: true } };
export const WithRowAction: Story = {
  args: { onRowAction: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByText('Las Tarariras'));
    await expect(args.onRowAction).toHaveBeenCalledWith(teams[1]);
  },
};
export const WithoutSearch: Story = { args: { searchText: undefined, rows: teams.slice(0, 5) } };
