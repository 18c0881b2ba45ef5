import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CaptionedTable, type Column } from '@/ui/captioned-table';

type Piece = { id: number; species: string; size: string; angler: string };
const columns: Column<Piece>[] = [
  { header: 'Especie', rowHeader: true, cell: (row) => row.species },
  { header: 'Medida', cell: (row) => row.size },
  { header: 'Pescador', cell: (row) => row.angler },
];

const meta = {
  title: 'UI/CaptionedTable',
  component: CaptionedTable<Piece>,
  args: {
    caption: 'Pieza mayor por especie',
    columns,
    rows: [
      { id: 1, species: 'Dorado', size: '72,5 cm', angler: 'Ana G.' },
      { id: 2, species: 'Surubí', size: '95 cm', angler: 'Luis P.' },
    ],
    rowKey: (row: Piece) => row.id,
  },
} satisfies Meta<typeof CaptionedTable<Piece>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every row, each named by its row header (a screen reader reads 'Dorado' before its size). */
export const ConFilas: Story = {
  name: 'Con filas',
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Pieza mayor por especie' });
    await expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Especie', 'Medida', 'Pescador']);
    await expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Dorado', 'Surubí']);
  },
};
