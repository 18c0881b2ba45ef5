import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProviderPaymentStatus } from '../../contracts/enums';
import { AriaRouter } from '../../src/app/aria-router';
import PaymentResultPage from '../../src/features/payments/owner/payment-result-page';
import { sessionLoader } from '../support/session';
import { href } from '../../src/lib/routing/routes';

/** The payment result reads ?payment_id: an in-memory router that keeps the query. */
const atResult =
  (query: string): Decorator =>
  (Story) => {
    const location = memoryLocation({ path: `${href('paymentSuccess')}${query}` });
    return (
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AriaRouter>
          <Route path={href('paymentSuccess')}>
            <Story />
          </Route>
        </AriaRouter>
      </Router>
    );
  };

const PROVIDER_ID = '123456789012345678';

/** The provider answers `status` for the returned payment (both the registration and the status read). */
const answering = (status: ProviderPaymentStatus) => {
  const result = { payment_id: 1, mercadopago_payment_id: PROVIDER_ID, status, payment_status: status === 'approved' ? 'approved' : 'pending', team_number: status === 'approved' ? 7 : null };
  return [
    http.post('*/api/payments', () => HttpResponse.json({ data: result, message: '' }, { status: 201 })),
    http.get('*/api/payments/:id/status', () => HttpResponse.json({ data: result, message: '' })),
  ];
};

const meta = {
  title: 'Pantallas/Resultado del pago',
  component: PaymentResultPage,
  args: { title: 'Resultado del pago' },
  loaders: [sessionLoader('ownerUnpaidTeam')],
  decorators: [atResult(`?payment_id=${PROVIDER_ID}`)],
} satisfies Meta<typeof PaymentResultPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The outcome's card: its tone says how it looks (red, blue, green), the heading says it in words. */
const outcome = async (canvasElement: HTMLElement, heading: string) =>
  (await within(canvasElement).findByRole('heading', { name: heading })).closest('section')!;

export const Aprobado: Story = {
  beforeEach({ msw }) {
    msw.use(...answering('approved'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Pausar la redirección' })).toBeVisible();
    await expect(await outcome(canvasElement, '¡Pago aprobado!')).toHaveAttribute('data-tone', 'success');
  },
};

export const EnProceso: Story = {
  name: 'En proceso',
  beforeEach({ msw }) {
    msw.use(...answering('in_process'));
  },
  play: async ({ canvasElement }) => {
    await expect(await outcome(canvasElement, 'Pago en proceso')).toHaveAttribute('data-tone', 'progress');
  },
};

/** A card charge the registration could not take (paid another way meanwhile): returned, never shown as approved (decision 0067). */
export const DevueltoPorDuplicado: Story = {
  name: 'Devuelto por pago duplicado',
  beforeEach({ msw }) {
    const result = { payment_id: 1, mercadopago_payment_id: PROVIDER_ID, status: 'approved', payment_status: 'rejected', team_number: 7, refund_reason: 'already_paid' };
    msw.use(
      http.post('*/api/payments', () => HttpResponse.json({ data: result, message: '' }, { status: 201 })),
      http.get('*/api/payments/:id/status', () => HttpResponse.json({ data: result, message: '' })),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await outcome(canvasElement, 'Te devolvemos este pago');
    await expect(panel).toHaveAttribute('data-tone', 'warning');
    await expect(panel).toHaveTextContent('La inscripción ya estaba pagada');
  },
};

/** A refusal looks like one: red, a cross, 'Pago rechazado', and the way to pay again. */
export const Rechazado: Story = {
  beforeEach({ msw }) {
    msw.use(...answering('rejected'));
  },
  play: async ({ canvasElement }) => {
    await expect(await outcome(canvasElement, 'Pago rechazado')).toHaveAttribute('data-tone', 'danger');
    await expect(within(canvasElement).getByRole('link', { name: 'Volver a pagar' })).toBeVisible();
  },
};

export const Cancelado: Story = {
  beforeEach({ msw }) {
    msw.use(...answering('cancelled'));
  },
  play: async ({ canvasElement }) => {
    await expect(await outcome(canvasElement, 'Pago cancelado')).toHaveAttribute('data-tone', 'danger');
  },
};

export const Devuelto: Story = {
  beforeEach({ msw }) {
    msw.use(...answering('refunded'));
  },
  play: async ({ canvasElement }) => {
    await expect(await outcome(canvasElement, 'Pago devuelto')).toHaveAttribute('data-tone', 'danger');
  },
};

/** Still with the provider: calm, in progress (blue, a clock), with 'Actualizar estado'. */
export const Pendiente: Story = {
  beforeEach({ msw }) {
    msw.use(...answering('pending'));
  },
  play: async ({ canvasElement }) => {
    await expect(await outcome(canvasElement, 'Pago pendiente')).toHaveAttribute('data-tone', 'progress');
    await expect(within(canvasElement).getByRole('button', { name: 'Actualizar estado' })).toBeVisible();
  },
};

export const RechazadoTelefono: Story = {
  name: 'Rechazado (teléfono)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach({ msw }) {
    msw.use(...answering('rejected'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Volver a pagar' })).toBeVisible();
  },
};

export const EnMediacion: Story = {
  name: 'En mediación',
  beforeEach({ msw }) {
    msw.use(...answering('in_mediation'));
  },
};

export const SinId: Story = {
  name: 'Sin ID de pago',
  decorators: [atResult('')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No se encontró ID de pago')).toBeVisible();
  },
};

export const PagoNoEncontrado: Story = {
  name: 'Pago no encontrado',
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pago no encontrado')).toBeVisible();
  },
};
