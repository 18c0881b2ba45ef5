import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '@/ui/badge';
import { Fact, FactsList } from '@/ui/facts-list';

const meta = {
  title: 'UI/FactsList',
  component: FactsList,
  args: {
    facts: [
      ['Matrícula', 'REY-1234'],
      ['Marca del motor', 'Yamaha'],
      ['Potencia del motor', '150 HP'],
      ['Radio', 'Sí'],
      ['Teléfono secundario', null],
    ],
  },
} satisfies Meta<typeof FactsList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Short facts side by side where there is room; an empty value reads '—'. */
export const Columnas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Matrícula',
      'Marca del motor',
      'Potencia del motor',
      'Radio',
      'Teléfono secundario',
    ]);
    await expect(canvas.getAllByRole('definition').at(-1)).toHaveTextContent('—');
  },
};

/** Long values one under the other, written as children when some are conditional. */
export const Filas: Story = {
  args: {
    facts: undefined,
    layout: 'rows',
    children: (
      <>
        <Fact term="Estado del pago">
          <Badge tone="warning">Pago en Progreso</Badge>
        </Fact>
        <Fact term="Total pagado">$ 45.000</Fact>
        <Fact term="Descripción">{'Salimos a las 6 desde la barra.\nVolvemos antes del mediodía.'}</Fact>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')[1]).toHaveTextContent('$ 45.000');
  },
};
