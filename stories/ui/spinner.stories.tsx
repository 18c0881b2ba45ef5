import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '@/ui/spinner';
import { PageLoading } from '@/ui/page-loading';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A status named by its label (read by screen readers, hidden on screen). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Cargando…' })).toBeInTheDocument();
  },
};
export const WithVisibleLabel: Story = { args: { label: 'Cargando tu progreso…', showLabel: true } };
export const Small: Story = { args: { size: 'sm' } };
export const Page: Story = { render: () => <PageLoading /> };
