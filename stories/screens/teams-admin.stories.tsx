import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { userByUsername } from '../../mocks/db/queries';
import { db } from '../../mocks/db/store';
import { demoAccount, type DemoAccountKey } from '../../mocks/demo-accounts';
import TeamEditPage from '../../src/features/teams/admin/team-edit-page';
import TeamNewPage from '../../src/features/teams/admin/team-new-page';
import TeamsPage from '../../src/features/teams/admin/teams-page';
import { withRouteFromLoaded } from '../support/route-params';
import { withRouter } from '../support/router';
import { sessionLoader, signInAs } from '../support/session';
import { neverAnswers, serverError } from '../support/responses';
import { href, routePattern } from '../../src/lib/routing/routes';
import { listFitsThePhone, phoneViewport } from '../support/phone';

/* SPEC §2 admin teams: the list of the current competition, a new team for an owner account, and the edit. */

const ok = (data: unknown) => HttpResponse.json({ statusCode: 200, message: 'OK', data });
const never = neverAnswers;

const meta = {
  title: 'Pantallas/Equipos (administración)',
  component: TeamsPage,
  args: { title: 'Equipos' },
  decorators: [withRouter(href('teams'))],
  loaders: [sessionLoader('clientAdmin')],
} satisfies Meta<typeof TeamsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 390 × 844 the list is cards: names whole, nothing wider than the phone (issue 21). */
export const Telefono: Story = { name: 'Teléfono', ...phoneViewport, play: listFitsThePhone('Equipos') };

/** The current competition's teams, with the status and category filters. */
export const Lista: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Equipos' });
    await expect(await within(table).findAllByRole('row')).not.toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /Estado/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Categorías/ })).toBeVisible();
  },
};

export const ListaVacia: Story = {
  name: 'Lista (vacía)',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams', () => ok([])));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Todavía no hay equipos.')).toBeVisible();
  },
};

export const ListaCargando: Story = {
  name: 'Lista (cargando)',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams', never));
  },
};

export const ListaError: Story = {
  name: 'Lista (error de carga)',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

type NewStory = StoryObj<typeof TeamNewPage>;
const newPage: Pick<NewStory, 'render' | 'decorators'> = {
  render: () => <TeamNewPage title="Nuevo equipo" />,
  decorators: [withRouter(href('teamNew'))],
};

/** The form with its club and owner choices; an empty submit names each field. */
export const Nuevo: NewStory = {
  name: 'Nuevo equipo',
  ...newPage,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Seleccioná la cuenta del dueño/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Crear equipo' }));
    await expect(within(canvas.getByRole('alert')).getAllByRole('link')).toHaveLength(3);
  },
};

/** The chosen account got a team meanwhile: the server's 409 shows at the owner field. */
export const NuevoRechazado: NewStory = {
  name: 'Nuevo equipo (cuenta con equipo)',
  ...newPage,
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/teams/admin', () =>
        HttpResponse.json(
          { statusCode: 409, message: 'La cuenta elegida ya tiene un equipo', data: null, additionalData: { errorCode: 'BUSINESS_RULE' } },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('textbox', { name: /Nombre del equipo/ }), 'Los Dorados del Paraná');
    await userEvent.click(await canvas.findByRole('button', { name: /Seleccioná una barra pesquera/ }));
    await userEvent.click((await body.findAllByRole('option'))[0]!);
    await userEvent.click(await canvas.findByRole('button', { name: /Seleccioná la cuenta del dueño/ }));
    await userEvent.click((await body.findAllByRole('option'))[0]!);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear equipo' }));
    await expect(await within(await canvas.findByRole('alert')).findByRole('link', { name: 'Cuenta del dueño: La cuenta elegida ya tiene un equipo' })).toBeVisible();
  },
};

export const NuevoCargando: NewStory = {
  name: 'Nuevo equipo (cargando)',
  ...newPage,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users', never));
  },
};

/** No owner account is free: the owner select offers nothing. */
export const NuevoSinCuentas: NewStory = {
  name: 'Nuevo equipo (sin cuentas libres)',
  ...newPage,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users', () => ok([])));
  },
};

export const NuevoError: NewStory = {
  name: 'Nuevo equipo (error de carga)',
  ...newPage,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/users', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error al cargar los datos iniciales')).toBeVisible();
  },
};

type EditStory = StoryObj<typeof TeamEditPage>;
const teamOf = (key: DemoAccountKey) => async () => {
  await signInAs('clientAdmin');
  return { teamId: userByUsername(db(), demoAccount(key).username)!.team_id };
};
const editPage: Pick<EditStory, 'render' | 'decorators' | 'loaders'> = {
  render: () => <TeamEditPage title="Editar equipo" />,
  decorators: [withRouteFromLoaded(routePattern('teamEdit'), (loaded) => href('teamEdit', { id: String(loaded.teamId) }))],
  loaders: [teamOf('ownerCompleteTeam')],
};

/** A team of 3: the family category can be switched. */
export const Editar: EditStory = {
  name: 'Editar (3 miembros)',
  ...editPage,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: /Categoría familia/ })).toBeEnabled();
  },
};

/** A team of 2: the family category is unavailable and says why. */
export const EditarIncompleto: EditStory = {
  name: 'Editar (menos de 3 miembros)',
  ...editPage,
  loaders: [teamOf('ownerIncompleteTeam')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: /Categoría familia/ })).toBeDisabled();
  },
};

export const EditarCargando: EditStory = {
  name: 'Editar (cargando)',
  ...editPage,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/:id', never));
  },
};

export const EditarError: EditStory = {
  name: 'Editar (error de carga)',
  ...editPage,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/:id', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Error al obtener el equipo')).toBeVisible();
  },
};
