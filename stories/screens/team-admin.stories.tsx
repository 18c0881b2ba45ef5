import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { userByUsername } from '../../mocks/db/queries';
import { db } from '../../mocks/db/store';
import { demoAccount, type DemoAccountKey } from '../../mocks/demo-accounts';
import TeamDetailPage from '../../src/features/teams/admin/team-detail-page';
import { withRouteFromLoaded } from '../support/route-params';
import { signInAs } from '../support/session';
import { neverAnswers, serverError } from '../support/responses';
import { href, routePattern } from '../../src/lib/routing/routes';

/* SPEC §2 admin team detail: cards and the payment dialogs SPEC §4 allows, as the client admin. */

const teamOf = (key: DemoAccountKey) => async () => {
  await signInAs('clientAdmin');
  return { teamId: userByUsername(db(), demoAccount(key).username)!.team_id };
};

const meta = {
  title: 'Pantallas/Detalle del equipo (administración)',
  component: TeamDetailPage,
  args: { title: 'Detalle del equipo' },
  decorators: [withRouteFromLoaded(routePattern('teamView'), (loaded) => href('teamView', { id: String(loaded.teamId) }))],
  loaders: [teamOf('ownerUnpaidTeam')],
} satisfies Meta<typeof TeamDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const noPrices = () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] });

/** Registered and unpaid: record a transfer or cash, or exempt. */
export const SinPagar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Registrar efectivo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eximir del pago' })).toBeVisible();
  },
};

/** Paid and accepted: no payment action. */
export const Pagado: Story = {
  loaders: [teamOf('ownerCompleteTeam')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Pago' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Registrar efectivo' })).not.toBeInTheDocument();
  },
};

/** A transfer the owner informed: shown once, as the last payment, 'declarado', with the link to decide it. */
export const TransferenciaPendiente: Story = {
  name: 'Transferencia pendiente',
  loaders: [
    async () => {
      await signInAs('clientAdmin');
      const transfer = db().transferPayments.find((t) => t.confirmation_status === 'pending')!;
      const payment = db().payments.find((p) => p.id === transfer.payment_id)!;
      return { teamId: db().teamCompetitions.find((tc) => tc.id === payment.team_competition_id)!.team_id };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Decidir la transferencia' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Decidir la transferencia' })).toHaveLength(1);
  },
};

/** The exemption dialog with reason 'Otro' asks for notes. */
export const DialogoDeExencion: Story = {
  name: 'Diálogo de exención',
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Eximir del pago' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Eximir del pago' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Eximir del pago' }));
    await expect((await dialog.findAllByText('Por favor, rellene el motivo de la exención')).length).toBeGreaterThan(0);
  },
};

/** No transfer price in the competition. */
export const SinPreciosDeTransferencia: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competition_prices/competition/:id', noPrices));
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Registrar transferencia' }));
    // In the dialog, which fades in: visible once its opening transition has run.
    const message = await body.findByText('No hay precios de transferencia disponibles');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** The prices do not load. */
export const ErrorAlCargarPrecios: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/competition_prices/competition/:id', serverError));
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Registrar efectivo' }));
    // In the dialog, which fades in: visible once its opening transition has run.
    const message = await body.findByText('Error al cargar los precios disponibles');
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/:id', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/teams/:id', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** The owner of `key`'s team gets `phone` as people write it (issue 22); a story's beforeEach runs on the restored seed. */
const setOwnerPhone = (key: DemoAccountKey, phone: string | null) => {
  userByUsername(db(), demoAccount(key).username)!.personal_info!.primary_phone_number = phone;
};
/** capitan.completo's paid team without its boat: its one missing step needs no competition name, so the card is final with the detail. */
const completeTeamWithoutBoat = (phone: string | null) => {
  const owner = userByUsername(db(), demoAccount('ownerCompleteTeam').username)!;
  setOwnerPhone('ownerCompleteTeam', phone);
  db().boats = db().boats.filter((b) => b.team_id !== owner.team_id);
};

const ownerWhatsApp = (canvasElement: HTMLElement) => within(canvasElement).findByRole('link', { name: /^Escribir por WhatsApp a / });

/** The owner's phone is known: 'Escribir por WhatsApp' with the reminders of what the team lacks (members, helmsman, payment). */
export const WhatsAppAlDueno: Story = {
  name: 'WhatsApp al dueño',
  loaders: [teamOf('ownerIncompleteTeam')],
  beforeEach: () => setOwnerPhone('ownerIncompleteTeam', '(0351) 15 234-5678'),
  play: async ({ canvasElement }) => {
    await expect(await ownerWhatsApp(canvasElement)).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/5493512345678\?text=Hola/));
  },
};

/** No phone on record: the owner's card says so and offers no WhatsApp link. */
export const DuenoSinTelefono: Story = {
  name: 'Dueño sin teléfono',
  loaders: [teamOf('ownerCompleteTeam')],
  beforeEach: () => completeTeamWithoutBoat(null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('El equipo todavía no registró su embarcación.')).toBeVisible();
    await expect(canvas.getByText('Teléfono').nextElementSibling).toHaveTextContent('—');
    await expect(canvas.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  },
};

/** On a phone: the owner's card with its WhatsApp link, whole. */
export const WhatsAppAlDuenoTelefono: Story = {
  name: 'WhatsApp al dueño en teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  loaders: [teamOf('ownerCompleteTeam')],
  beforeEach: () => completeTeamWithoutBoat('11 15 2345 6789'),
  play: async ({ canvasElement }) => {
    await expect(await ownerWhatsApp(canvasElement)).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/5491123456789\?/));
  },
};
