import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '../../mocks/db/store';
import PendingTransferPage from '../../src/features/payments/admin/pending-transfer-page';
import PendingTransfersPage from '../../src/features/payments/admin/pending-transfers-page';
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
    await expect(await within(canvasElement).findByRole('grid', { name: 'Transferencias a confirmar' })).toBeVisible();
  },
};

export const ListadoAdminSistema: Story = {
  name: 'Listado (admin del sistema)',
  loaders: [sessionLoader('systemAdmin')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid', { name: 'Transferencias a confirmar' })).toBeVisible();
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

/** Waiting: the transfer and the form (confirm, or reject with a reason). */
export const DetallePendiente = detail({
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Acción/ })).toBeVisible();
  },
});

/** Rejecting without a reason: the field says it is required. */
export const RechazoSinMotivo = detail({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Acción/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Rechazar transferencia' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByRole('textbox', { name: /Motivo del rechazo/ })).toHaveAttribute('aria-invalid', 'true');
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

/** The decision fails: the SPEC's error toast. */
export const ErrorAlProcesar = detail({
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/payments/transfer/:id/confirm', serverError));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Acción/ }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Confirmar transferencia' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Error al procesar la acción, intente nuevamente.')).toBeVisible();
  },
});
