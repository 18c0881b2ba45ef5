import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SavedDataNotice } from '@/ui/saved-data-notice';

/*
 * Issue 23: above data shown offline, how old it is ('Actualizado hace 2 horas'), from the
 * read's dataUpdatedAt. Online it shows nothing. A fixed 'now' keeps the text deterministic.
 */
const now = new Date('2026-11-28T10:00:00-03:00');
const meta = {
  title: 'UI/Datos guardados',
  component: SavedDataNotice,
  args: { updatedAt: now.getTime() - 2 * 60 * 60 * 1000, now, forceOffline: true },
} satisfies Meta<typeof SavedDataNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HaceDosHoras: Story = {
  name: 'Sin conexión, hace 2 horas',
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Sin conexión: lo último que vio este dispositivo. Actualizado hace 2 horas.');
  },
};

export const Ayer: Story = {
  name: 'Sin conexión, ayer',
  args: { updatedAt: now.getTime() - 26 * 60 * 60 * 1000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Actualizado ayer.');
  },
};

/** Online: nothing, the data is kept up to date. */
export const EnLinea: Story = {
  name: 'En línea',
  args: { forceOffline: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Actualizado/)).toBeNull();
  },
};
