import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@/ui/badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Pendiente' },
  argTypes: { tone: { control: 'select', options: ['neutral', 'info', 'success', 'successSolid', 'warning', 'danger', 'orange', 'yellow'] } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { children: 'Registrado' } };
export const Completed: Story = { args: { tone: 'successSolid', children: 'Completado' } };
export const Paid: Story = { args: { tone: 'success', children: 'Pagado' } };
export const InProgress: Story = { args: { tone: 'warning', children: 'Pago en Progreso' } };
export const Info: Story = { args: { tone: 'info', children: 'Pagado - Pendiente de Aceptación' } };
/** SPEC §9 price urgency: red past due, orange ≤ 3 days, yellow ≤ 7 days. */
export const Urgency: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Badge tone="danger">Plazo vencido</Badge>
      <Badge tone="orange">Último día</Badge>
      <Badge tone="orange">Quedan 3 días</Badge>
      <Badge tone="yellow">Quedan 6 días</Badge>
      <Badge tone="neutral">Quedan 20 días</Badge>
    </div>
  ),
};
