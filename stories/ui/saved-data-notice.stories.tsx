import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SavedDataNotice } from '@/ui/saved-data-notice';

/*
 * Issue 23: above data shown offline, how old it is ('Actualizado hace 2 horas'), from the
 * oldest of the screen's reads (their dataUpdatedAt). Online it shows nothing. A fixed 'now' keeps the text deterministic.
 */
const now = new Date('2026-11-28T10:00:00-03:00');
const meta = {
  title: 'UI/Datos guardados',
  component: SavedDataNotice,
  args: { queries: [{ data: {}, dataUpdatedAt: now.getTime() - 2 * 60 * 60 * 1000 }], now, forceOffline: true },
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
  args: { queries: [{ data: {}, dataUpdatedAt: now.getTime() - 26 * 60 * 60 * 1000 }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Actualizado ayer.');
  },
};

/** A screen of several reads is as old as its oldest (the credential: team, competition, registration). */
export const LaMasVieja: Story = {
  name: 'Sin conexión, varias lecturas: la más vieja',
  args: {
    queries: [
      { data: {}, dataUpdatedAt: now.getTime() - 5 * 60 * 1000 },
      { data: {}, dataUpdatedAt: now.getTime() - 3 * 60 * 60 * 1000 },
      { data: undefined, dataUpdatedAt: 0 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Actualizado hace 3 horas.');
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
