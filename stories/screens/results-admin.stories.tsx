import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { competitionResults } from '../../mocks/db/mappers/results';
import { db } from '../../mocks/db/store';
import { currentCompetition } from '../../mocks/rules/current-competition';
import ResultsAdminPage from '../../src/features/results/admin/results-admin-page';
import { shownDialog } from '../support/dialog';
import { withRouteFromLoaded } from '../support/route-params';
import { signInAs } from '../support/session';
import { neverAnswers } from '../support/responses';
import { dayCatches } from '../support/tournament-day';
import { href, routePattern } from '../../src/lib/routing/routes';

/* SPEC §2 admin results manager as the client admin, one story per screen state. */

/** The current competition (no results yet) or the finished one (every table filled). */
const competitionLoader = (which: 'current' | 'finished') => async () => {
  await signInAs('clientAdmin');
  const current = currentCompetition(db())!;
  const finished = db().competitions.find((c) => c.id !== current.id)!;
  return { competitionId: (which === 'current' ? current : finished).id };
};

const meta = {
  title: 'Pantallas/Resultados (administración)',
  component: ResultsAdminPage,
  args: { title: 'Resultados de la competencia' },
  decorators: [withRouteFromLoaded(routePattern('competitionResults'), (loaded) => href('competitionResults', { id: String(loaded.competitionId) }))],
  loaders: [competitionLoader('current')],
} satisfies Meta<typeof ResultsAdminPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const resultsPath = '*/api/competitions/:id/results';
const ok = (data: unknown) => HttpResponse.json({ statusCode: 200, message: 'OK', data });
/** The three tables of the finished competition, whatever competition is asked for. */
const filled = http.get(resultsPath, () => {
  const finished = db().competitions.find((c) => db().overallResults.some((r) => r.competition_id === c.id))!;
  return ok(competitionResults(db(), finished.id));
});
const empty = http.get(resultsPath, () => ok({ overall_results: [], category_results: [], biggest_fish_results: [] }));

/** Nothing entered yet: three empty tables, each with its add button. */
export const SinResultadosCargados: Story = {
  name: 'Sin resultados cargados',
  beforeEach({ msw }) {
    msw.use(empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Todavía no hay puestos cargados.')).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Agregar resultado general' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar pieza mayor' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agregar resultado por categoría' })).toBeVisible();
  },
};

/** The finished competition: 15 positions (no overall add button left), a delete per row. */
export const ConResultados: Story = {
  name: 'Con resultados',
  loaders: [competitionLoader('finished')],
  beforeEach({ msw }) {
    msw.use(filled);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overall = await canvas.findByRole('table', { name: 'Clasificación general' });
    await expect(within(overall).getAllByRole('button', { name: /^Eliminar el puesto / })).toHaveLength(15);
    await expect(await canvas.findByRole('button', { name: 'Agregar pieza mayor' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Agregar resultado general' })).not.toBeInTheDocument();
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(resultsPath, neverAnswers));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Cargando los resultados…')).toBeVisible();
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  beforeEach({ msw }) {
    msw.use(http.get(resultsPath, () => HttpResponse.json({ statusCode: 500, message: 'Error interno' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error al cargar los resultados', { exact: false })).toBeVisible();
  },
};

/** The overall dialog after an empty submit: SPEC §5's message on the team and the position. */
export const DialogoResultadoGeneral: Story = {
  name: 'Diálogo de resultado general',
  beforeEach({ msw }) {
    msw.use(empty);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Agregar resultado general' }));
    const dialog = await shownDialog('Agregar resultado general');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar resultado' }));
    await expect((await within(dialog).findAllByText('Por favor selecciona un equipo y una posición')).length).toBeGreaterThan(0);
  },
};

/** The biggest-fish dialog: the catcher is chosen once the team is. */
export const DialogoPiezaMayor: Story = {
  name: 'Diálogo de pieza mayor',
  beforeEach({ msw }) {
    msw.use(empty);
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Agregar pieza mayor' }));
    const dialog = await shownDialog('Agregar pieza mayor');
    await expect(within(dialog).getByRole('button', { name: /Pescador$/ })).toBeDisabled();
  },
};

/** A delete asks first. */
export const ConfirmarEliminacion: Story = {
  name: 'Confirmar eliminación de un resultado',
  loaders: [competitionLoader('finished')],
  beforeEach({ msw }) {
    msw.use(filled);
  },
  play: async ({ canvasElement }) => {
    const [first] = await within(canvasElement).findAllByRole('button', { name: /^Eliminar el puesto / });
    await userEvent.click(first!);
    await shownDialog('Eliminar resultado', 'alertdialog');
  },
};

/** Issue 35: the official results computed from the catches the jury accepted, ready to publish. */
export const CalculadosDesdeLasCapturas: Story = {
  name: 'Calculados desde las capturas',
  beforeEach: dayCatches('live'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Calcular desde las capturas' }));
    const dialog = within(await shownDialog('Resultados calculados desde las capturas'));
    const overall = await dialog.findByRole('table', { name: /Clasificación general/ });
    await expect(within(overall).getAllByRole('row')).toHaveLength(4);
    await expect(dialog.getByRole('button', { name: 'Publicar resultados oficiales' })).toBeVisible();
  },
};
