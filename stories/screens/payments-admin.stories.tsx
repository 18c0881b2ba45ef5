import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { PaymentDetail } from '../../contracts/entities/payments';
import { toPaymentDetail } from '../../mocks/db/mappers/payments';
import { db } from '../../mocks/db/store';
import PaymentDetailPage from '../../src/features/payments/admin/payment-detail-page';
import PaymentsPage from '../../src/features/payments/admin/payments-page';
import { withRouteFromLoaded } from '../support/route-params';
import { withRouter } from '../support/router';
import { sessionLoader, signInAs } from '../support/session';
import { neverAnswers, serverError } from '../support/responses';
import { href, routePattern } from '../../src/lib/routing/routes';
import { listFitsThePhone, phoneViewport } from '../support/phone';

/*
 * The admins' payments (SPEC §2 /dashboard/payments and view/{id}), signed in as the client
 * admin on the demo data; each state's MSW handler overrides only its own call.
 */


const listMeta = {
  title: 'Pantallas/Pagos (administración)',
  component: PaymentsPage,
  args: { title: 'Pagos' },
  decorators: [withRouter(href('payments'))],
  loaders: [sessionLoader('clientAdmin')],
} satisfies Meta<typeof PaymentsPage>;
export default listMeta;
type Story = StoryObj<typeof listMeta>;

/** At 390 × 844 the list is cards: names whole, nothing wider than the phone (issue 21). */
export const Telefono: Story = { name: 'Teléfono', ...phoneViewport, play: listFitsThePhone('Pagos') };

/** The current competition's payments: search, filters by method and status, CSV. */
export const Listado: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Pagos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Exportar CSV' })).toBeVisible();
  },
};

/** The system admin reads the same list (both admins settle payments, SPEC §6). */
export const ListadoAdminSistema: Story = {
  name: 'Listado (admin del sistema)',
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Pagos' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  },
};

export const SinPagos: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Todavía no hay pagos en la competencia actual.')).toBeVisible();
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

// ---- Detail ----

const VIEW = routePattern('paymentView');
const atPayment = withRouteFromLoaded(VIEW, (loaded) => href('paymentView', { id: String(loaded.paymentId) }));

/** Signed in as an admin (the client admin unless told) with the id of a payment the demo data has. */
const paymentLoader = (pick: () => Promise<number> | number, who: 'clientAdmin' | 'systemAdmin' = 'clientAdmin') => async () => {
  await signInAs(who);
  return { paymentId: await pick() };
};

const firstPaymentOf = (type: 'mercadopago' | 'transfer' | 'cash', status?: 'approved' | 'pending') =>
  db().payments.find((p) => p.payment_type === type && (!status || p.status === status))!.id;

const detail = (story: Partial<StoryObj<typeof PaymentDetailPage>>): StoryObj<typeof PaymentDetailPage> => ({
  render: () => <PaymentDetailPage title="Detalle del pago" />,
  decorators: [atPayment],
  ...story,
});

/** A card payment: the provider's id and status. */
export const DetalleTarjeta = detail({
  loaders: [paymentLoader(() => firstPaymentOf('mercadopago', 'approved'))],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ID de Mercado Pago')).toBeVisible();
  },
});

/**
 * A card charge Mercado Pago approved after the registration was paid another way, whose automatic
 * refund failed (decision 0067): rejected, with why and what is left to do by hand.
 */
export const DetalleCobroDuplicadoSinDevolver = detail({
  name: 'Detalle tarjeta: cobro duplicado, devolución fallida',
  loaders: [paymentLoader(() => firstPaymentOf('mercadopago', 'approved'))],
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/payments/:id', ({ params }) => {
        const payment = db().payments.find((p) => p.id === Number(params.id))!;
        const shown = toPaymentDetail(db(), payment);
        const duplicate: PaymentDetail = {
          ...shown,
          payment_status: 'rejected',
          card: {
            provider_status: 'approved',
            status_detail: 'accredited',
            payment_method: 'visa',
            installments: 1,
            refund: {
              reason: 'already_paid',
              status: 'failed',
              requested_at: shown.payment_updated_at,
              refunded_at: null,
              failure: 'Mercado Pago no respondió al pedir la devolución; se reintenta con la próxima notificación',
            },
          },
          to_do: 'card_refund',
        };
        return HttpResponse.json({ statusCode: 200, data: duplicate, message: '' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pago duplicado: la inscripción ya estaba pagada')).toBeVisible();
    await expect(canvas.getByText('Devolución fallida: devolver a mano')).toBeVisible();
    await expect(canvas.getByText(/Mercado Pago no respondió al pedir la devolución/)).toBeVisible();
  },
});

/** A transfer waiting for a decision: sender, CUIT, confirmation and the decision form. */
export const DetalleTransferenciaPendiente = detail({
  loaders: [paymentLoader(() => db().transferPayments.find((t) => t.confirmation_status === 'pending')!.payment_id)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Pendiente de confirmación')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmar transferencia' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rechazar' })).toBeVisible();
  },
});

/** The system admin decides on a pending transfer too: the same two actions. */
export const DetalleTransferenciaAdminSistema = detail({
  name: 'Transferencia pendiente (admin del sistema)',
  loaders: [paymentLoader(() => db().transferPayments.find((t) => t.confirmation_status === 'pending')!.payment_id, 'systemAdmin')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Confirmar transferencia' })).toBeVisible();
  },
});

/** An owner's cash declaration as GET /payments/{id} answers it (received by nobody yet). */
const declaredCash: PaymentDetail = {
  payment_id: 4001,
  team_name: 'Los Dorados del Paraná',
  team_id: 12,
  registration_number: 7,
  team_number: null,
  payment_type: 'cash',
  payment_status: 'pending',
  payment_amount: 45000,
  payment_attempt_amount: 45000,
  payment_created_at: '2026-11-20T14:30:00.000Z',
  payment_updated_at: '2026-11-20T14:30:00.000Z',
  mercadopago_payment_id: null,
  cash: {
    payer_first_name: 'Rosa',
    payer_last_name: 'Giménez',
    payer_dni: '30111222',
    received_date: null,
    received_by_username: null,
    rejection_reason: null,
  },
  transfer: null,
};
const answerDeclaredCash = () => HttpResponse.json({ statusCode: 200, message: 'OK', data: declaredCash });

/** Cash an owner declared: the admin confirms receipt or rejects it. */
export const DetalleEfectivoDeclarado = detail({
  loaders: [paymentLoader(() => declaredCash.payment_id)],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments/:id', answerDeclaredCash));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Confirmar recepción' })).toBeVisible();
  },
});

/**
 * 'Rechazar pago' ('One voice', issue 21): red and last beside 'Confirmar recepción'; its dialog
 * puts 'Cancelar' first and the red 'Rechazar pago' last. Left open for axe.
 */
export const RechazarEfectivo = detail({
  loaders: [paymentLoader(() => declaredCash.payment_id)],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments/:id', answerDeclaredCash));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Rechazar pago' }));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Rechazar el pago en efectivo' }));
    const buttons = dialog.getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Cancelar', 'Rechazar pago']);
  },
});

/** The server refuses the confirmation (own payment): its message beside the buttons. */
export const EfectivoNoConfirmable = detail({
  loaders: [paymentLoader(() => declaredCash.payment_id)],
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/payments/:id', answerDeclaredCash),
      http.patch('*/api/payments/cash/:id/confirm', () =>
        HttpResponse.json({ statusCode: 403, message: 'No puedes confirmar un pago que registraste o de tu propio equipo' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirmar recepción' }));
    await expect(await canvas.findByText('No puedes confirmar un pago que registraste o de tu propio equipo')).toBeVisible();
  },
});

export const PagoNoEncontrado = detail({
  loaders: [paymentLoader(() => 999999)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Pago no encontrado' })).toBeVisible();
  },
});
