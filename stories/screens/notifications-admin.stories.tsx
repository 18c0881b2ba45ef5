import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { TeamNotificationStatusRow } from '../../contracts/entities/notifications';
import NotificationsPage from '../../src/features/notifications/admin/notifications-page';
import TeamNotificationsPage from '../../src/features/notifications/admin/team-notifications-page';
import { shownDialog } from '../support/dialog';
import { sessionLoader } from '../support/session';
import { withRouter } from '../support/router';
import { neverAnswers, serverError } from '../support/responses';
import { href } from '../../src/lib/routing/routes';
import { listFitsThePhone, phoneViewport } from '../support/phone';
import { db } from '../../mocks/db/store';

const ok = (data: unknown) => HttpResponse.json({ statusCode: 200, message: 'OK', data });
const never = neverAnswers;

/** Own data for the per-team table: one complete team, one with an unread boat reminder, one lacking everything. */
const none = { missing_members: 0, missing_helmsman: 0, missing_boat: 0, payment_due: 0 };
const teamRows: TeamNotificationStatusRow[] = [
  { id: 1, name: 'Los Dorados', missing_members: false, missing_helmsman: false, missing_boat: false, payment_due: false, activeNotifications: none },
  { id: 2, name: 'Pejerreyes del Sur', missing_members: false, missing_helmsman: false, missing_boat: true, payment_due: true, activeNotifications: { ...none, missing_boat: 3 } },
  { id: 3, name: 'Surubí Club', missing_members: true, missing_helmsman: true, missing_boat: true, payment_due: true, activeNotifications: none },
];
const teamStatus = (rows: unknown) => http.get('*/api/notifications/teams/status', () => ok(rows));

const meta = {
  title: 'Pantallas/Notificaciones (administración)',
  component: NotificationsPage,
  args: { title: 'Notificaciones' },
  decorators: [withRouter(href('notifications'))],
  loaders: [sessionLoader('systemAdmin')],
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/notifications/scheduled/status', () => ok({ isRunning: true })),
      http.get('*/api/notifications/last-competition-start-reminder', () => ok({ lastSent: '2026-11-20T13:45:00.000Z' })),
    );
  },
} satisfies Meta<typeof NotificationsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gestion: Story = {
  name: 'Gestión (admin sistema)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Notificaciones programadas activadas' })).toBeChecked();
    // The two reads answer independently: the reminder's line may arrive after the switch.
    await expect(await canvas.findByText(/^Último envío: 20\/11\/2026/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver notificaciones por equipo' })).toHaveAttribute('href', href('notificationsTeams'));
  },
};

export const SinEnvios: Story = {
  name: 'Programadas apagadas, sin recordatorio enviado',
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/notifications/scheduled/status', () => ok({ isRunning: false })),
      http.get('*/api/notifications/last-competition-start-reminder', () => ok({ lastSent: null })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('switch', { name: 'Notificaciones programadas desactivadas' })).not.toBeChecked();
    // The two reads answer independently: the reminder's line may arrive after the switch.
    await expect(await canvas.findByText('Todavía no se envió ningún recordatorio de inicio.')).toBeVisible();
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/notifications/scheduled/status', never), http.get('*/api/notifications/last-competition-start-reminder', never));
  },
};

export const ErrorDeCarga: Story = {
  name: 'Error de carga',
  beforeEach({ msw }) {
    msw.use(http.get('*/api/notifications/scheduled/status', serverError), http.get('*/api/notifications/last-competition-start-reminder', serverError));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error al cargar el estado de las notificaciones programadas')).toBeVisible();
    await expect(await canvas.findByText('Error al cargar la fecha del último recordatorio')).toBeVisible();
  },
};

/** Left open so axe checks the confirmation itself. */
export const ConfirmarRecordatorio: Story = {
  name: 'Confirmar recordatorio de inicio',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar recordatorio' }));
    await shownDialog('¿Enviar el recordatorio de inicio?', 'alertdialog');
  },
};

type TeamsStory = StoryObj<typeof TeamNotificationsPage>;
const teamsPage = (role: 'systemAdmin' | 'clientAdmin'): Pick<TeamsStory, 'render' | 'decorators' | 'loaders'> => ({
  render: () => <TeamNotificationsPage title="Notificaciones de equipos" />,
  decorators: [withRouter(href('notificationsTeams'))],
  loaders: [sessionLoader(role)],
});

export const Equipos: TeamsStory = {
  name: 'Por equipo (admin sistema)',
  ...teamsPage('systemAdmin'),
  beforeEach({ msw }) {
    msw.use(teamStatus(teamRows));
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Notificaciones de equipos' });
    await expect(await within(table).findByRole('button', { name: 'Enviar recordatorio a Surubí Club: Faltan miembros' })).toBeVisible();
    await expect(within(table).getAllByText('Completado')).toHaveLength(6);
    // The count follows the rows the table hands over in an effect, a render after the rows show.
    await expect(await within(canvasElement).findByRole('button', { name: 'Enviar a 1 equipo pendiente' })).toBeVisible();
  },
};

/** At 390 × 844 the per-team table is cards, with its 'Enviar' buttons on screen (issue 21). */
export const EquiposTelefono: TeamsStory = {
  name: 'Por equipo (teléfono)',
  ...teamsPage('clientAdmin'),
  ...phoneViewport,
  play: listFitsThePhone('Notificaciones de equipos'),
};

/** Both admins see the same table (SPEC §6). The client admin's table is the seeded one. */
export const EquiposAdminCliente: TeamsStory = {
  name: 'Por equipo (admin cliente)',
  ...teamsPage('clientAdmin'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('button', { name: /^Enviar recordatorio a / })).not.toHaveLength(0);
  },
};

export const EquiposVacio: TeamsStory = {
  name: 'Por equipo (sin equipos inscriptos)',
  ...teamsPage('systemAdmin'),
  beforeEach({ msw }) {
    msw.use(teamStatus([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No hay equipos inscriptos en la competencia actual.')).toBeVisible();
  },
};

export const EquiposCargando: TeamsStory = {
  name: 'Por equipo (cargando)',
  ...teamsPage('systemAdmin'),
  beforeEach({ msw }) {
    msw.use(http.get('*/api/notifications/teams/status', never));
  },
};

export const EquiposError: TeamsStory = {
  name: 'Por equipo (error de carga)',
  ...teamsPage('systemAdmin'),
  beforeEach({ msw }) {
    msw.use(http.get('*/api/notifications/teams/status', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error al cargar el estado de los equipos');
  },
};

/** A team that already has an unread reminder of that type: the dialog says so and asks whether to send another. */
export const AvisoYaActivo: TeamsStory = {
  name: 'Por equipo (recordatorio ya activo)',
  ...teamsPage('systemAdmin'),
  beforeEach({ msw }) {
    msw.use(teamStatus(teamRows));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Enviar recordatorio a Pejerreyes del Sur: Falta embarcación' }));
    const dialog = await shownDialog('Pejerreyes del Sur ya tiene un recordatorio activo', 'alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Enviar otro' })).toBeVisible();
  },
};

/** Team 3's owner (the detail the dialog reads is the seeded team 3's) gets `phone` as people write it (issue 22). */
const ownerOfTeam3Phone = (phone: string | null) => {
  const team = db().teams.find((t) => t.id === 3)!;
  db().users.find((u) => u.id === team.owner_id)!.personal_info!.primary_phone_number = phone;
};
const openSurubiMembersReminder = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Enviar recordatorio a Surubí Club: Faltan miembros' }));
  return shownDialog('¿Enviar recordatorio a Surubí Club?', 'alertdialog');
};

/** The owner's phone is known: the confirmation also offers the same reminder by WhatsApp (issue 22). */
export const RecordatorioPorWhatsApp: TeamsStory = {
  name: 'Por equipo (recordatorio también por WhatsApp)',
  ...teamsPage('systemAdmin'),
  beforeEach({ msw }) {
    msw.use(teamStatus(teamRows));
    ownerOfTeam3Phone('(0341) 15 555-0000');
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSurubiMembersReminder(canvasElement);
    await expect(await within(dialog).findByRole('link', { name: /^Escribir por WhatsApp a / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/5493415550000\?text=/),
    );
  },
};

/** The same on a phone: the dialog's link and buttons fit. */
export const RecordatorioPorWhatsAppTelefono: TeamsStory = {
  name: 'Por equipo (recordatorio por WhatsApp, teléfono)',
  ...teamsPage('systemAdmin'),
  ...phoneViewport,
  beforeEach({ msw }) {
    msw.use(teamStatus(teamRows));
    ownerOfTeam3Phone('3415550000');
  },
  play: async ({ canvasElement }) => {
    const dialog = await openSurubiMembersReminder(canvasElement);
    await expect(await within(dialog).findByRole('link', { name: /^Escribir por WhatsApp a / })).toBeVisible();
  },
};

/** The bulk send's summary: one team refused, with the server's reason. */
export const EnvioMasivo: TeamsStory = {
  name: 'Por equipo (envío a todos los pendientes)',
  ...teamsPage('systemAdmin'),
  beforeEach({ msw }) {
    msw.use(
      teamStatus(teamRows),
      http.post('*/api/user_notifications/teams/2', () => HttpResponse.json({ statusCode: 422, message: 'El equipo ya completó ese paso' }, { status: 422 })),
      http.post('*/api/user_notifications/teams/:teamId', ({ params }) =>
        HttpResponse.json({ statusCode: 201, message: 'Notificación enviada', data: { team_id: Number(params.teamId), notification_type: 'missing_boat', recipients: 3 } }, { status: 201 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Recordatorio/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Falta embarcación' }));
    // The count follows the rows the table hands over in an effect, a render after the rows show.
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar a 2 equipos pendientes' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Enviar «Falta embarcación» a 2 equipos?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar a 2 equipos' }));
    await expect(await canvas.findByText('«Falta embarcación»: 1 enviados, 1 rechazados.')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Envíos rechazados' })).toHaveTextContent('Pejerreyes del Sur: El equipo ya completó ese paso');
  },
};
