import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AdminCompetitionsPage from '../../src/features/competitions/admin/admin-competitions-page';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, noCurrentCompetition, serverError } from '../support/responses';
import { href } from '../../src/lib/routing/routes';
import { listFitsThePhone, phoneViewport } from '../support/phone';


/** The screen's tab (#equipos) for one story; put back afterwards. */
const atHash = (hash: string) => () => {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${hash}`);
  return () => window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
};

const meta = {
  title: 'Pantallas/Competencia (administradores)',
  component: AdminCompetitionsPage,
  args: { title: 'Competencia' },
  decorators: [withRouter(href('competitions'))],
} satisfies Meta<typeof AdminCompetitionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** #equipos at 390 × 844: the teams are cards and the page keeps the phone's width (it was 932 px; issue 21). */
export const EquiposTelefono: Story = {
  name: 'Equipos (teléfono)',
  loaders: [sessionLoader('clientAdmin')],
  beforeEach: atHash('equipos'),
  ...phoneViewport,
  play: listFitsThePhone('Equipos de la competencia'),
};

/** The system admin: the current competition, its figures and prices with add, edit and delete. */
export const SuperAdministrador: Story = {
  name: 'Super Administrador',
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Información', selected: true })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Agregar precio' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Eliminar/ }).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Nueva competencia' })).toBeVisible();
    // Prices are whole Argentine days (decision 0038): from 00:00 of the first to 23:59 of the last.
    const windows = canvas.getAllByText(/^Vigente del /).map((p) => p.textContent ?? '');
    await expect(windows.every((w) => /^Vigente del \d{2}\/\d{2}\/\d{4}, 00:00 al \d{2}\/\d{2}\/\d{4}, 23:59\./.test(w))).toBe(true);
  },
};

/** The client admin reads the prices: no add, edit or delete, and no 'Nueva competencia'. */
export const Administrador: Story = {
  loaders: [sessionLoader('clientAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Precios' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Eliminar/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Nueva competencia' })).not.toBeInTheDocument();
  },
};

/** #equipos: the competition's teams in the data table. */
export const Equipos: Story = {
  loaders: [sessionLoader('clientAdmin')],
  beforeEach: atHash('equipos'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Equipos', selected: true })).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Equipos de la competencia' })).toBeVisible();
  },
};

/** A delete asks first (confirmation dialog). */
export const ConfirmarEliminacion: Story = {
  name: 'Confirmar eliminación de un precio',
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^Eliminar/ });
    await userEvent.click(first!);
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Eliminar precio' });
    // Visible once its opening transition has run (it starts transparent).
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

/** No current competition: the system admin is offered to create one. */
export const SinCompetencia: Story = {
  name: 'Sin competencia actual',
  loaders: [sessionLoader('systemAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions/current', noCurrentCompetition));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No hay una competencia seleccionada.' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nueva competencia' })).toBeVisible();
  },
};

export const Cargando: Story = {
  loaders: [sessionLoader('systemAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions/current', neverAnswers));
  },
};

export const ErrorDeCarga: Story = {
  loaders: [sessionLoader('systemAdmin')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competitions/current', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar la competencia');
  },
};
