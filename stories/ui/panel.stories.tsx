import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Panel } from '@/ui/panel';

const meta = {
  title: 'UI/Panel',
  component: Panel,
  args: { title: 'Embarcación', children: <p>Nombre: La Gaviota · Matrícula: REY-1234 · 150 HP</p> },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: {
    title: 'Miembros (2/3)',
    actions: (
      <Button size="sm" variant="secondary">
        Agregar miembro
      </Button>
    ),
    children: (
      <ul>
        <li>
          Ana Gómez <Badge tone="info">Timonel</Badge>
        </li>
        <li>Juan Pérez</li>
      </ul>
    ),
  },
};
export const Untitled: Story = { args: { title: undefined } };
export const Info: Story = { args: { tone: 'info', title: 'Último paso', children: <p>Completá tus datos personales para activar la cuenta.</p> } };
export const Warning: Story = { args: { tone: 'warning', title: 'Cuenta sin activar', children: <p>Este miembro todavía no activó su cuenta.</p> } };
export const Success: Story = { args: { tone: 'success', title: 'Inscripción completa', children: <p>Número de equipo: 42</p> } };
