import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { boatOf } from '../../mocks/db/queries';
import { db } from '../../mocks/db/store';
import BoatCreatePage from '../../src/features/boats/admin/boat-create-page';
import BoatEditPage from '../../src/features/boats/admin/boat-edit-page';
import BoatsPage from '../../src/features/boats/admin/boats-page';
import { withRouteFromLoaded } from '../support/route-params';
import { withRouter } from '../support/router';
import { sessionLoader, signInAs } from '../support/session';
import { neverAnswers, serverError } from '../support/responses';
import { href, routePattern } from '../../src/lib/routing/routes';
import { listFitsThePhone, phoneViewport } from '../support/phone';

/*
 * The admins' boats (SPEC §2 /dashboard/boats, create?teamId, edit/{id}?teamId), on the demo
 * data; each state's MSW handler overrides only its own call.
 */

const never = neverAnswers;

const meta = {
  title: 'Pantallas/Embarcaciones (admin)',
  component: BoatsPage,
  args: { title: 'Embarcaciones' },
  decorators: [withRouter(href('boats'))],
  loaders: [sessionLoader('clientAdmin')],
} satisfies Meta<typeof BoatsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 390 × 844 the list is cards: names whole, nothing wider than the phone (issue 21). */
export const Telefono: Story = { name: 'Teléfono', ...phoneViewport, play: listFitsThePhone('Embarcaciones') };

/** The current competition's boats, each row opening its edit screen. */
export const ListaAdminCliente: Story = {
  name: 'Lista (admin cliente)',
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Embarcaciones' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    await expect(within(canvasElement).getByRole('link', { name: 'Equipos' })).toBeVisible();
  },
};

export const ListaAdminSistema: Story = {
  name: 'Lista (admin del sistema)',
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Embarcaciones' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  },
};

export const Vacia: Story = {
  name: 'Lista vacía',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/boats', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Todavía no hay embarcaciones en la competencia actual.')).toBeVisible();
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/boats', never));
  },
};

export const ErrorDeCarga: Story = {
  name: 'Error de carga',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/boats', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar las embarcaciones');
  },
};

// ---- Create for a team ----

const atCreate = withRouteFromLoaded(href('boatCreate'), (loaded) => `${href('boatCreate')}?teamId=${String(loaded.teamId)}`);
const teamLoader = (hasBoat: boolean) => async () => {
  await signInAs('clientAdmin');
  return { teamId: db().teams.find((t) => Boolean(boatOf(db(), t.id)) === hasBoat)!.id };
};

/** create?teamId for a team without a boat: an empty submit lists every required field. */
export const Nueva: StoryObj<typeof BoatCreatePage> = {
  render: () => <BoatCreatePage title="Nueva embarcación" />,
  decorators: [atCreate],
  loaders: [teamLoader(false)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Equipo: /)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Registrar embarcación' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveAccessibleDescription(/obligatorio/);
  },
};

/** create?teamId for a team that already has its boat: the edit is offered instead. */
export const NuevaEquipoConEmbarcacion: StoryObj<typeof BoatCreatePage> = {
  name: 'Nueva (el equipo ya tiene)',
  render: () => <BoatCreatePage title="Nueva embarcación" />,
  decorators: [atCreate],
  loaders: [teamLoader(true)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Editar embarcación' })).toBeVisible();
  },
};

export const NuevaErrorDeCarga: StoryObj<typeof BoatCreatePage> = {
  name: 'Nueva (error al cargar el equipo)',
  render: () => <BoatCreatePage title="Nueva embarcación" />,
  decorators: [atCreate],
  loaders: [teamLoader(false)],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/:id', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar los datos del equipo');
  },
};

// ---- Edit ----

const atEdit = withRouteFromLoaded(routePattern('boatEdit'), (loaded) => `${href('boatEdit', { id: String(loaded.boatId) })}?teamId=${String(loaded.teamId)}`);
const boatLoader = async () => {
  await signInAs('clientAdmin');
  const boat = db().boats[0]!;
  return { boatId: boat.id, teamId: boat.team_id };
};

/** edit/{id}?teamId: the stored boat in the form, named by its team. */
export const Editar: StoryObj<typeof BoatEditPage> = {
  render: () => <BoatEditPage title="Editar embarcación" />,
  decorators: [atEdit],
  loaders: [boatLoader],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /^Nombre/ })).toHaveValue(db().boats[0]!.name);
    await expect(await canvas.findByText(/^Equipo: /)).toBeVisible();
  },
};

export const EditarCargando: StoryObj<typeof BoatEditPage> = {
  name: 'Editar (cargando)',
  render: () => <BoatEditPage title="Editar embarcación" />,
  decorators: [atEdit],
  loaders: [boatLoader],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/boats/:id', never));
  },
};

export const EditarErrorDeCarga: StoryObj<typeof BoatEditPage> = {
  name: 'Editar (error de carga)',
  render: () => <BoatEditPage title="Editar embarcación" />,
  decorators: [atEdit],
  loaders: [boatLoader],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/boats/:id', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar los datos de la embarcación');
  },
};
