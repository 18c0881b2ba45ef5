import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { catchesMessages } from '../../contracts/catches-messages';
import CatchReviewPage from '../../src/features/tournament-day/jury/catch-review-page';
import { juryMessages } from '../../src/features/tournament-day/jury/jury-messages';
import { href } from '../../src/lib/routing/routes';
import { neverAnswers, serverError } from '../support/responses';
import { withRouter } from '../support/router';
import { sessionLoader } from '../support/session';
import { dayCatches } from '../support/tournament-day';

/* Issue 35: the jury's queue of catches (admins): accept, reject with a reason, correct. */
const meta = {
  title: 'Pantallas/Día del torneo/Jurado',
  component: CatchReviewPage,
  args: { title: 'Jurado' },
  decorators: [withRouter(href('catchReview'))],
} satisfies Meta<typeof CatchReviewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Capturas' }).catch(() => within(canvasElement).findByRole('table', { name: 'Capturas' }));

export const Pendientes: Story = {
  name: 'Capturas pendientes (administrador)',
  loaders: [sessionLoader('clientAdmin')],
  beforeEach: dayCatches(),
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await expect(await within(grid).findByText(/88 cm/)).toBeVisible();
    await expect(within(grid).getAllByRole('button', { name: /^Aceptar captura/ }).length).toBe(2);
  },
};

export const Todas: Story = {
  name: 'Todas, con aceptadas y rechazadas',
  loaders: [sessionLoader('systemAdmin')],
  beforeEach: dayCatches(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Estado/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Todas' }));
    await expect(await canvas.findByText(/62,5 cm/)).toBeVisible();
  },
};

export const RechazoBesideCatch: Story = {
  name: 'Una negativa del servidor junto a la captura',
  loaders: [sessionLoader('clientAdmin')],
  beforeEach({ msw }) {
    dayCatches()();
    msw.use(http.patch('*/api/catches/:id/accept', () => HttpResponse.json({ statusCode: 409, message: catchesMessages.alreadyAccepted, errorCode: 'BUSINESS_RULE' }, { status: 409 })));
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await within(grid).findByText(/88 cm/);
    await userEvent.click(within(grid).getAllByRole('button', { name: /^Aceptar captura/ })[0]!);
    await expect(await within(grid).findByText(catchesMessages.alreadyAccepted)).toBeVisible();
  },
};

export const RespuestaPerdida: Story = {
  name: 'Respuesta perdida: Reintentar',
  loaders: [sessionLoader('clientAdmin')],
  beforeEach({ msw }) {
    dayCatches()();
    msw.use(http.patch('*/api/catches/:id/accept', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const grid = await table(canvasElement);
    await within(grid).findByText(/88 cm/);
    await userEvent.click(within(grid).getAllByRole('button', { name: /^Aceptar captura/ })[0]!);
    await expect(await within(grid).findByText(juryMessages.unknownOutcome)).toBeVisible();
    await expect(within(grid).getByRole('button', { name: /^Reintentar/ })).toBeVisible();
  },
};

export const Vacia: Story = {
  name: 'Sin capturas pendientes',
  loaders: [sessionLoader('clientAdmin')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No hay capturas esperando al jurado.')).toBeVisible();
  },
};

export const Cargando: Story = {
  loaders: [sessionLoader('clientAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/catches', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  loaders: [sessionLoader('clientAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/catches', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(juryMessages.loadError)).toBeVisible();
  },
};

export const Telefono: Story = {
  name: 'En el teléfono',
  loaders: [sessionLoader('clientAdmin')],
  beforeEach: dayCatches(),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/88 cm/)).toBeVisible();
  },
};
