import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import RosterPage, { rosterTexts } from '../../src/features/venue/roster/roster-page';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';
import { href } from '../../src/lib/routing/routes';

/* Issue 23: the control desk's roster of the current competition's accepted teams (admins). */
const meta = {
  title: 'Pantallas/Planilla de control',
  component: RosterPage,
  args: { title: 'Planilla de control' },
  decorators: [withRouter(href('roster'))],
} satisfies Meta<typeof RosterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ConEquipos: Story = {
  name: 'Con equipos (administrador)',
  loaders: [sessionLoader('clientAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Equipos aceptados' });
    await expect(within(table).getAllByRole('rowheader').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: rosterTexts.print })).toBeVisible();
  },
};

/** Issue 31: on paper, the dock's control sheet: the competition, the print date, boxes to tick and sign. */
export const PlanillaImpresa: Story = {
  name: 'Impresa: planilla de control',
  loaders: [sessionLoader('clientAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Equipos aceptados' });
    // The story's own window (the canvas may live in another frame than the test's).
    const view = canvasElement.ownerDocument.defaultView ?? window;
    view.dispatchEvent(new Event('beforeprint'));
    const sheet = await waitFor(() => {
      const found = canvasElement.querySelector('section[aria-label="Planilla impresa"]');
      if (!found) throw new Error('sin planilla impresa');
      return found as HTMLElement;
    });
    const paper = within(sheet);
    const headers = paper.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    await expect(headers.slice(-4)).toEqual(['Presente', 'Salió', 'Volvió', 'Firma']);
    await expect(sheet).toHaveTextContent(/Impreso el/);
    view.dispatchEvent(new Event('afterprint'));
  },
};

export const SuperAdministrador: Story = {
  name: 'Con equipos (super administrador)',
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Equipos aceptados' })).toBeVisible();
  },
};

export const Vacia: Story = {
  name: 'Sin equipos aceptados',
  loaders: [sessionLoader('clientAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/roster', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(rosterTexts.empty)).toBeVisible();
  },
};

export const Cargando: Story = {
  loaders: [sessionLoader('clientAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/roster', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  name: 'Error al cargar',
  loaders: [sessionLoader('clientAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/roster', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(rosterTexts.loadError, { exact: false })).toBeVisible();
  },
};
