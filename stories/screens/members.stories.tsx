import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { membersOf, userByUsername } from '../../mocks/db/queries';
import { db } from '../../mocks/db/store';
import { demoAccount, type DemoAccountKey } from '../../mocks/demo-accounts';
import MyMembersPage from '../../src/features/members/owner/my-members-page';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';
import { href } from '../../src/lib/routing/routes';

/** The screen's sub-view (#create, #edit=12) for one story; put back afterwards. */
const atHash = (hash: string) => {
  window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}#${hash}`);
  return () => window.history.replaceState(null, '', `${window.location.pathname}${window.location.search}`);
};

/** The demo account's team members (after the seed is restored). */
const teamOf = (key: DemoAccountKey) => {
  const user = userByUsername(db(), demoAccount(key).username)!;
  return { user, members: membersOf(db(), user.team_id!) };
};


const meta = {
  title: 'Pantallas/Miembros',
  component: MyMembersPage,
  args: { title: 'Miembros' },
  decorators: [withRouter(href('myMembers'))],
} satisfies Meta<typeof MyMembersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two of three members, no helmsman: the owner can add one more. */
export const DuenoEquipoIncompleto: Story = {
  name: 'Dueño de equipo incompleto',
  loaders: [sessionLoader('ownerIncompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Integrantes: 2 de 3' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Agregar miembro' })).toHaveAttribute('href', '#create');
    await expect(canvas.getByText('Ganador anterior')).toBeVisible();
  },
};

/** Three members with a helmsman: no add link. */
export const DuenoEquipoCompleto: Story = {
  name: 'Dueño de equipo completo',
  loaders: [sessionLoader('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Integrantes: 3 de 3' })).toBeVisible();
    await expect(canvas.getByText('Timonel')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Agregar miembro' })).not.toBeInTheDocument();
  },
};

/** A member who has not activated the account: a warning, no details, edit or removal. */
export const MiembroSinActivar: Story = {
  loaders: [sessionLoader('ownerIncompleteTeam')],
  beforeEach() {
    const { user, members } = teamOf('ownerIncompleteTeam');
    const other = members.find((m) => m.user_id !== user.id)!;
    db().users.find((u) => u.id === other.user_id)!.status = 'registered';
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Cuenta no activada/)).toBeVisible();
  },
};

/** #create: an empty submit shows SPEC §5's messages under their fields. */
export const Agregar: Story = {
  loaders: [sessionLoader('ownerIncompleteTeam')],
  beforeEach: () => atHash('create'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Agregar miembro' }));
    // Under the fields and, as links, in the error summary.
    await expect(within(canvas.getByRole('alert')).getAllByRole('link', { name: /: Este campo es obligatorio$/ })).toHaveLength(6);
  },
};

/** After adding a member: the one-time credentials panel with copy buttons. */
export const CredencialesUnicaVez: Story = {
  name: 'Credenciales de única vez',
  loaders: [sessionLoader('ownerIncompleteTeam')],
  beforeEach: () => atHash('create'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Nombre/ }), 'Lucía');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Apellido/ }), 'Fernández');
    await userEvent.type(canvas.getByRole('textbox', { name: /^DNI/ }), '30123456');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Teléfono principal/ }), '3415551234');
    await userEvent.click(canvas.getByRole('spinbutton', { name: /día/i }));
    await userEvent.keyboard('15031990');
    await userEvent.click(canvas.getByRole('button', { name: /Género/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Femenino' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Es el timonel del equipo' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Número de licencia de pesca/ }), 'LIC-2026-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Agregar miembro' }));
    const panel = await canvas.findByRole('region', { name: 'Credenciales del nuevo miembro' }, { timeout: 5000 });
    await expect(within(panel).getByRole('button', { name: 'Copiar contraseña de Lucía Fernández' })).toBeVisible();
    await expect(within(panel).getByRole('link', { name: /^Enviar por WhatsApp a Lucía Fernández/ })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/5493415551234\?/));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Integrantes: 3 de 3' })).toBeVisible());
  },
};

/** #edit={userId}: the active member's data in the form. */
export const Editar: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach() {
    const { user, members } = teamOf('ownerCompleteTeam');
    return atHash(`edit=${members.find((m) => m.user_id !== user.id)!.user_id}`);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Guardar cambios' })).toBeVisible();
  },
};

/** A member (role 4) reads the list: no add, edit or remove. */
export const MiembroSoloLectura: Story = {
  loaders: [sessionLoader('teamMember')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Integrantes: 3 de 3' })).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const DuenoSinEquipo: Story = { name: 'Dueño sin equipo', loaders: [sessionLoader('ownerWithoutTeam')] };

export const Cargando: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/team_members', neverAnswers));
  },
};

export const ErrorDeCarga: Story = {
  loaders: [sessionLoader('ownerCompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/team_members', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar los datos del equipo');
  },
};

/** Adding fails on the server: the 10 s SPEC toast, and the input stays. */
export const ErrorAlAgregar: Story = {
  loaders: [sessionLoader('ownerIncompleteTeam')],
  beforeEach({ msw }) {
    msw.use(http.post('*/api/team_members/register', serverError));
    return atHash('create');
  },
};

/**
 * An account with the owner role that an admin linked to someone else's team
 * (docs/decisions/0009): the list read only, the badge on the real owner, no add, edit or remove.
 */
export const CuentaQueNoEsDuena: Story = {
  name: 'Cuenta que no es dueña del equipo',
  loaders: [sessionLoader('linkedOwnerRole')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Miembros del equipo' })).toBeVisible();
    await expect(canvas.getByText('Solo el dueño del equipo puede modificarlo. Vos lo ves en solo lectura.')).toBeVisible();
    await expect(canvas.getAllByText('Dueño del equipo')).toHaveLength(1);
    await expect(canvas.queryByRole('link', { name: 'Agregar miembro' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Quitar a/ })).not.toBeInTheDocument();
  },
};
