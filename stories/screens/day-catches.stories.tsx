import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { ApiResponse } from '../../src/api/result';
import { CatchLog } from '../../src/features/tournament-day/catches/catches-page';
import { createOutbox, type Outbox, type OutboxState, type OutboxStorage } from '../../src/features/tournament-day/shared/outbox';
import { href } from '../../src/lib/routing/routes';
import { fitsTheScreen, phoneViewport } from '../support/phone';
import { withRouter } from '../support/router';
import { sessionLoader } from '../support/session';

/* Issue 35 (docs/decisions/0073): the judge's catch log, with the outbox in each of its states. */

function memoryStorage(): OutboxStorage {
  const kept = new Map<number, OutboxState>();
  return { load: async (id) => structuredClone(kept.get(id)), save: async (id, state) => void kept.set(id, structuredClone(state)) };
}

const refusal = 'La pieza mide 24,5 cm y la medida mínima de Pejerrey es 25 cm: se devuelve al agua y no suma puntos.';
const summary = (size: number) => ({ team: '3 · Los Dorados', species: 'Pejerrey', size_cm: size, member: 'Ana Gómez', time: '09:40' });

/** An outbox as the story needs it: empty, waiting without signal, or with a refused item. */
async function outboxWith(kind: 'empty' | 'offline' | 'refused'): Promise<Outbox> {
  const send = async (): Promise<ApiResponse<unknown>> => ({ ok: false, statusCode: 422, statusText: 'Unprocessable Entity', message: refusal, data: null, errorCode: 'BUSINESS_RULE' });
  const outbox = createOutbox({ userId: 1, storage: memoryStorage(), send, online: () => kind !== 'offline', schedule: () => () => undefined });
  if (kind === 'offline') {
    await outbox.add({ summary: summary(31.5), steps: [{ endpoint: 'catches.create', body: {} }] });
    await outbox.add({ summary: summary(33), steps: [{ endpoint: 'catches.uploadPhoto', body: {} }, { endpoint: 'catches.create', body: {} }] });
  }
  if (kind === 'refused') await outbox.add({ summary: summary(24.5), steps: [{ endpoint: 'catches.create', body: {} }] });
  await outbox.flush();
  return outbox;
}

type Args = { outbox?: Outbox };
const meta = {
  title: 'Pantallas/Capturas (fiscal)',
  component: CatchLog,
  decorators: [withRouter(href('catches'))],
  render: (_args, { loaded }) => <CatchLog outbox={(loaded as { outbox: Outbox }).outbox} />,
} satisfies Meta<typeof CatchLog>;
export default meta;
type Story = StoryObj<typeof meta & { args: Args }>;

export const SinPendientes: Story = {
  name: 'Vacía: nada esperando',
  loaders: [sessionLoader('judge'), async () => ({ outbox: await outboxWith('empty') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Nueva captura' })).toBeVisible();
    await expect(canvas.getByText('No hay capturas esperando para enviarse.')).toBeVisible();
  },
};

export const EsperandoSinSenal: Story = {
  name: 'Sin señal: dos capturas esperando',
  loaders: [sessionLoader('judge'), async () => ({ outbox: await outboxWith('offline') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/2 capturas esperando para enviarse/)).toBeVisible();
    await expect(canvas.getByText(/Sin conexión: se envían solas/)).toBeVisible();
  },
};

export const Rechazada: Story = {
  name: 'Una captura rechazada por el servidor',
  loaders: [sessionLoader('judge'), async () => ({ outbox: await outboxWith('refused') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Capturas en el teléfono' });
    await expect(within(list).getByText(refusal)).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Reenviar' })).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Descartar' })).toBeVisible();
  },
};

const loggedRow = (id: number, status: 'pending' | 'accepted' | 'rejected', reason: string | null) => ({
  id,
  competition_id: 1,
  team: { id: 1, name: 'Los Dorados', team_number: 3 },
  species: { id: 1, name: 'Pejerrey' },
  size_cm: 30 + id / 2,
  participant: { id: 5, first_name: 'Ana', last_name: 'Gómez' },
  caught_at: '2026-11-28T12:40:00.000Z',
  photo_ref: null,
  status,
  rejection_reason: reason,
  logged_by_username: 'fiscal.muelle',
  logged_at: '2026-11-28T12:41:00.000Z',
  history: [],
});

export const ConCapturasEnviadas: Story = {
  name: 'Con capturas enviadas y lo que decidió el jurado',
  loaders: [sessionLoader('judge'), async () => ({ outbox: await outboxWith('empty') })],
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/catches', () =>
        HttpResponse.json({ statusCode: 200, message: 'OK', data: [loggedRow(1, 'pending', null), loggedRow(2, 'accepted', null), loggedRow(3, 'rejected', 'La foto no muestra la medida.')] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Tus capturas enviadas' });
    await expect(within(list).getByText('Pendiente del jurado')).toBeVisible();
    await expect(within(list).getByText('Aceptada')).toBeVisible();
    await expect(within(list).getByText('La foto no muestra la medida.')).toBeVisible();
  },
};

export const Telefono: Story = {
  name: 'Teléfono: sin señal, dos esperando',
  ...phoneViewport,
  loaders: [sessionLoader('judge'), async () => ({ outbox: await outboxWith('offline') })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Nueva captura' })).toBeVisible();
    await expect(fitsTheScreen()).toBe(true);
  },
};
