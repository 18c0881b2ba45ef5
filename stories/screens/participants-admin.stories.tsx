import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import MemberAddPage from '../../src/features/members/admin/member-add-page';
import MemberEditPage from '../../src/features/members/admin/member-edit-page';
import ParticipantsPage from '../../src/features/members/admin/participants-page';
import { membersOf, userById } from '../../mocks/db/queries';
import { db } from '../../mocks/db/store';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';
import { href, routePattern } from '../../src/lib/routing/routes';
import { listFitsThePhone, phoneViewport } from '../support/phone';

const never = neverAnswers;

/** withRouter at a path (query string included) computed when the story renders, once the seed is there. */
const withRouterAt =
  (path: () => string): Decorator =>
  (Story, context) =>
    withRouter(path())(Story, context);

/** A seeded team with only its owner (room for two), and an activated invited member. */
const teamWithRoom = () => db().teams.find((t) => membersOf(db(), t.id).length === 1)?.id ?? 0;
const activeMember = () => db().teamMembers.find((m) => userById(db(), m.user_id)?.status === 'active' && userById(db(), m.user_id)?.role_id === 4);

const meta = {
  title: 'Pantallas/Participantes',
  component: ParticipantsPage,
  args: { title: 'Participantes' },
  decorators: [withRouter(href('teamMembers'))],
  loaders: [sessionLoader('clientAdmin')],
} satisfies Meta<typeof ParticipantsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 390 × 844 the list is cards: names whole, nothing wider than the phone (issue 21). */
export const Telefono: Story = { name: 'Teléfono', ...phoneViewport, play: listFitsThePhone('Participantes') };

export const Lista: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: /^Ver equipo / })).toHaveLength(10);
    // On a laptop the five filters stay in the toolbar's row; the phone's 'Filtros' button is not drawn.
    await expect(canvas.getByRole('button', { name: /Timonel$/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filtros/ })).not.toBeInTheDocument();
  },
};

const filteredPath = `${href('teamMembers')}?rol=4&estado=active`;

/**
 * At 390 × 844 the five filters wait behind 'Filtros (2)' (two applied, read from the URL) and
 * the first card is on the first screen (issue 21).
 */
export const TelefonoFiltrosCerrados: Story = {
  name: 'Teléfono (filtros cerrados, 2 aplicados)',
  ...phoneViewport,
  decorators: [withRouter(filteredPath)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('table', { name: 'Participantes' });
    await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(0), { timeout: 5000 });
    const toggle = canvas.getByRole('button', { name: 'Filtros (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: /Timonel$/ })).not.toBeInTheDocument();
    await expect(within(grid).getAllByRole('rowheader')[0]!.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
  },
};

/** The same, opened: the five selects under the button, the applied ones showing their value. */
export const TelefonoFiltrosAbiertos: Story = {
  name: 'Teléfono (filtros abiertos)',
  ...phoneViewport,
  decorators: [withRouter(filteredPath)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Filtros (2)' }));
    const group = canvas.getByRole('group', { name: 'Filtros' });
    await expect(within(group).getByRole('button', { name: /Timonel$/ })).toBeVisible();
    await expect(within(group).getByRole('button', { name: /Rol$/ })).toHaveTextContent('Miembro de equipo');
  },
};

export const ListaCargando: Story = {
  name: 'Lista (cargando)',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/team_members', never));
  },
};

export const ListaVacia: Story = {
  name: 'Lista (vacía)',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/team_members', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('La competencia actual no tiene participantes.')).toBeVisible();
  },
};

export const ListaError: Story = {
  name: 'Lista (error de carga)',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/team_members', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar los participantes');
  },
};

/** The admin's member form for a team with room: role (primary by default), helmsman and licence. */
export const Agregar: StoryObj<typeof MemberAddPage> = {
  name: 'Agregar participante',
  render: () => <MemberAddPage title="Agregar participante" />,
  decorators: [withRouterAt(() => `${href('teamMemberAdd')}?teamId=${teamWithRoom()}`)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Dueño de equipo/ })).toBeVisible();
  },
};

export const AgregarCargando: StoryObj<typeof MemberAddPage> = {
  name: 'Agregar participante (cargando el equipo)',
  render: () => <MemberAddPage title="Agregar participante" />,
  decorators: [withRouterAt(() => `${href('teamMemberAdd')}?teamId=${teamWithRoom()}`)],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/:id', never));
  },
};

export const AgregarSinEquipo: StoryObj<typeof MemberAddPage> = {
  name: 'Agregar participante (sin ID de equipo)',
  render: () => <MemberAddPage title="Agregar participante" />,
  decorators: [withRouterAt(() => href('teamMemberAdd'))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error: ID de equipo no encontrado');
  },
};

export const AgregarError: StoryObj<typeof MemberAddPage> = {
  name: 'Agregar participante (error al cargar el equipo)',
  render: () => <MemberAddPage title="Agregar participante" />,
  decorators: [withRouterAt(() => `${href('teamMemberAdd')}?teamId=${teamWithRoom()}`)],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/:id', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar los datos del equipo');
  },
};

const editPage = () => (
  <Route path={routePattern('teamMemberEdit')}>
    <MemberEditPage title="Editar participante" />
  </Route>
);
const editPath = () => {
  const member = activeMember();
  return `${href('teamMemberEdit', { userId: member?.user_id ?? 0 })}?teamId=${member?.team_id ?? 0}`;
};

export const Editar: StoryObj<typeof MemberEditPage> = {
  name: 'Editar participante',
  render: editPage,
  decorators: [withRouterAt(editPath)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Guardar cambios' })).toBeVisible();
  },
};

export const EditarCargando: StoryObj<typeof MemberEditPage> = {
  name: 'Editar participante (cargando)',
  render: editPage,
  decorators: [withRouterAt(editPath)],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/team_members/:id', never));
  },
};

export const EditarNoEncontrado: StoryObj<typeof MemberEditPage> = {
  name: 'Editar participante (no encontrado)',
  render: editPage,
  decorators: [withRouterAt(() => href('teamMemberEdit', { userId: 99999 }))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('No se encontró el miembro');
  },
};

export const EditarError: StoryObj<typeof MemberEditPage> = {
  name: 'Editar participante (error de carga)',
  render: editPage,
  decorators: [withRouterAt(editPath)],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/team_members/:id', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar los datos del miembro');
  },
};
