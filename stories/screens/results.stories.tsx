import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import ResultsPage, { LOAD_ERROR, NO_RESULTS } from '../../src/features/results/view/results-page';
import { competitionResults } from '../../mocks/db/mappers/results';
import { db } from '../../mocks/db/store';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers } from '../support/responses';
import { href } from '../../src/lib/routing/routes';

const meta = {
  title: 'Pantallas/Resultados',
  component: ResultsPage,
  args: { title: 'Resultados' },
  decorators: [withRouter(href('results'))],
} satisfies Meta<typeof ResultsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The finished competition's published results, answered as the current competition's. */
const published = http.get('*/api/competitions/:id/results', () => {
  const finished = db().competitions.find((c) => db().overallResults.some((r) => r.competition_id === c.id))!;
  return HttpResponse.json({ statusCode: 200, message: 'OK', data: competitionResults(db(), finished.id) });
});

/** The current competition has not finished: no tables, the message says why. */
export const SinResultados: Story = {
  name: 'Sin resultados',
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_RESULTS)).toBeVisible();
    await expect(within(canvasElement).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  },
};

export const ConResultados: Story = {
  name: 'Con resultados',
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(published);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Clasificación general' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Pieza mayor' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Categorías' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Compartir por WhatsApp (se abre en otra pestaña)' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=Resultados/));
  },
};

/** On a phone: the podium's WhatsApp link above the tables, whole. */
export const ConResultadosTelefono: Story = {
  name: 'Con resultados en teléfono',
  loaders: [sessionLoader('ownerCompleteTeam')],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(published);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /^Compartir por WhatsApp/ })).toBeVisible();
  },
};

export const Miembro: Story = {
  name: 'Miembro del equipo',
  loaders: [sessionLoader('teamMember')],
  beforeEach({ msw }) {
    msw.use(published);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Clasificación general' })).toBeVisible();
  },
};

export const Cargando: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions/:id/results', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions/:id/results', () => HttpResponse.json({ message: 'Error interno' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(LOAD_ERROR, { exact: false })).toBeVisible();
  },
};
