import type { Meta, StoryObj } from '@storybook/react-vite';
import { UnderConstruction } from '@/ui/under-construction';

const meta = {
  title: 'UI/UnderConstruction',
  component: UnderConstruction,
} satisfies Meta<typeof UnderConstruction>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'Pronto vas a poder ver aquí los resultados oficiales.' } };
