import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '../../mocks/db/store';
import PendingTransferPage from '../../src/features/payments/admin/pending-transfer-page';
import PendingTransfersPage from '../../src/features/payments/admin/pending-transfers-page';
import { shownDialog } from '../support/dialog';
import { withRouteFromLoaded } from '../support/route-params';
import { withRouter } from '../support/router';
import { sessionLoader, signInAs } from '../support/session';
import { neverAnswers, serverError } from '../support/responses';
import { href, routePattern } from '../../src/lib/routing/routes';
import { listFitsThePhone, phoneViewport } from '../support/phone';

/* SPEC §2 pending transfers (list and detail with the decision form), as the client admin. */


const meta = {
  title: 'Pantallas/Transferencias a confirmar',
  component: PendingTransfersPage,
  args: { title: 'Transferencias a confirmar' },
  decorators: [withRouter(href('pendingTransfers'))],
  loaders: [sessionLoader('clientAdmin')],
} satisfies Meta<typeof PendingTransfersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At 390 × 844 the list is cards: names whole, nothing wider than the phone (issue 21). */
export const Telefono: Story = { name: 'Teléfono', ...phoneViewport, play: listFitsThePhone('Transferencias a confirmar') };

export const Listado: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Transferencias a confirmar' })).toBeVisible();
  },
};

export const ListadoAdminSistema: Story = {
  name: 'Listado (admin del sistema)',
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Transferencias a confirmar' })).toBeVisible();
  },
};

export const SinTransferencias: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments/transfer/pending', () => HttpResponse.json({ statusCode: 200, message: 'OK', data: [] })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No hay transferencias a confirmar.')).toBeVisible();
  },
};

export const Cargando: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments/transfer/pending', neverAnswers));
  },
};

export const ErrorAlCargar: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/payments/transfer/pending', serverError));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

// ---- Detail ----

const atTransfer = withRouteFromLoaded(routePattern('pendingTransferView'), (loaded) => href('pendingTransferView', { id: String(loaded.paymentId) }));
const pendingLoader = async () => {
  await signInAs('clientAdmin');
  return { paymentId: db().transferPayments.find((t) => t.confirmation_status === 'pending')!.payment_id };
};

const detail = (story: Partial<StoryObj<typeof PendingTransferPage>>): StoryObj<typeof PendingTransferPage> => ({
  render: () => <PendingTransferPage title="Detalle de la transferencia" />,
  decorators: [atTransfer],
  loaders: [pendingLoader],
  ...story,
});

/** Waiting: what to match against the bank statement, side by side, and the two decisions. */
export const DetallePendiente = detail({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Para comparar con el extracto' })).toBeVisible();
    await expect(canvas.getAllByText('Monto declarado')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmar transferencia' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Rechazar' })).toBeVisible();
  },
});

/** The same on a phone: the facts one under the other, the decisions on screen. */
export const DetalleEnCelular = detail({
  name: 'Detalle pendiente (teléfono)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Rechazar' })).toBeVisible();
  },
});

/** 'Confirmar transferencia' asks first, naming the amount and the team. */
export const PideConfirmar = detail({
  name: 'Diálogo de confirmación',
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Confirmar transferencia' }));
    const dialog = within(await shownDialog('¿Confirmar la transferencia?'));
    await expect(dialog.getByText(/Confirmás que llegaron a la cuenta/)).toBeInTheDocument();
  },
});

/** Rejecting without a reason: the dialog says it is required (SPEC §5), nothing is sent. */
export const RechazoSinMotivo = detail({
  name: 'Diálogo de rechazo sin motivo',
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Rechazar' }));
    const dialog = within(await shownDialog('Rechazar la transferencia'));
    await userEvent.click(dialog.getByRole('button', { name: 'Rechazar transferencia' }));
    await expect(dialog.getByRole('textbox', { name: /Motivo del rechazo/ })).toHaveAttribute('aria-invalid', 'true');
  },
});

/** Already decided: no form. */
export const DetalleProcesada = detail({
  loaders: [
    async () => {
      await signInAs('clientAdmin');
      const transfer = db().transferPayments.find((t) => t.confirmation_status === 'confirmed')!;
      return { paymentId: transfer.payment_id };
    },
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Transferencia procesada' })).toBeVisible();
  },
});

/** The decision fails: the SPEC's failure in the dialog, which stays open to send again. */
export const ErrorAlProcesar = detail({
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/payments/transfer/:id/confirm', serverError));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Confirmar transferencia' }));
    const dialog = within(await shownDialog('¿Confirmar la transferencia?'));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmar transferencia' }));
    await expect((await dialog.findAllByText('Error al procesar la acción, intente nuevamente.'))[0]).toBeVisible();
  },
});

/** The server refuses (an admin on the paying team): its reason in the rejection dialog. */
export const RechazoConError = detail({
  name: 'Diálogo de rechazo con error',
  beforeEach({ msw }) {
    msw.use(
      http.patch('*/api/payments/transfer/:id/reject', () =>
        HttpResponse.json({ statusCode: 422, message: 'La transferencia ya fue procesada', data: null }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Rechazar' }));
    const dialog = within(await shownDialog('Rechazar la transferencia'));
    await userEvent.type(dialog.getByRole('textbox', { name: /Motivo del rechazo/ }), 'El monto no coincide');
    await userEvent.click(dialog.getByRole('button', { name: 'Rechazar transferencia' }));
    await expect((await dialog.findAllByText('La transferencia ya fue procesada'))[0]).toBeVisible();
  },
});
