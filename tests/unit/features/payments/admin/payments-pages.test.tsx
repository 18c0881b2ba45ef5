import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { applyProviderState } from '@mocks/provider-states';
import PaymentDetailPage from '@/features/payments/admin/payment-detail-page';
import PaymentsPage from '@/features/payments/admin/payments-page';
import { toast } from '@/ui/toast-store';
import { renderScreen, signInAs } from '../../support';
import { href, routePattern } from '@/lib/routing/routes';

const TEST_TIMEOUT = 20_000;

function renderDetail(paymentId: number) {
  return renderScreen(
    <Route path={routePattern('paymentView')}>
      <PaymentDetailPage title="Detalle del pago" />
    </Route>,
    href('paymentView', { id: paymentId }),
  );
}

/** An owner's cash declaration waiting for an admin (the provider state the pacts use). */
async function declaredCash() {
  const state = await applyProviderState(db(), 'a cash payment declared by a team owner is pending');
  return Number(state.paymentId);
}

beforeEach(() => toast.clear());

describe('payments list', { timeout: TEST_TIMEOUT }, () => {
  it('lists the current competition’s payments with method and status filters and CSV export', async () => {
    await signInAs('clientAdmin');
    renderScreen(<PaymentsPage title="Pagos" />, href('payments'));
    const table = await screen.findByRole('table', { name: 'Pagos' });
    expect(await within(table).findAllByRole('row')).not.toHaveLength(1);
    expect(screen.getByRole('button', { name: /Medio/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Estado/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    // Rows opening view/{payment_id} is covered end to end (tests/e2e/payments-admin.spec.ts).
  });
});

describe('payment detail, declared cash', { timeout: TEST_TIMEOUT }, () => {
  it('confirms receipt: the payment reads approved, received by the admin', async () => {
    const paymentId = await declaredCash();
    await signInAs('clientAdmin');
    renderDetail(paymentId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar recepción' }));
    expect(await screen.findByText('Acción realizada correctamente')).toBeInTheDocument();
    expect(await screen.findByText('admin.cliente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar recepción' })).not.toBeInTheDocument();
    expect(db().payments.find((p) => p.id === paymentId)?.status).toBe('approved');
  });

  it("shows the server's refusal next to the action (nobody confirms their own money)", async () => {
    const paymentId = await declaredCash();
    await signInAs('clientAdmin');
    server.use(
      http.patch(`*/api/payments/cash/${paymentId}/confirm`, () =>
        HttpResponse.json(
          { statusCode: 403, message: 'No podés confirmar un pago que registraste o de tu propio equipo', data: null },
          { status: 403 },
        ),
      ),
    );
    renderDetail(paymentId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar recepción' }));
    const card = screen.getByRole('heading', { name: 'Recepción del efectivo' }).closest('section')!;
    expect(await within(card).findByText('No podés confirmar un pago que registraste o de tu propio equipo')).toBeInTheDocument();
  });

  it('rejects with a required reason', async () => {
    const paymentId = await declaredCash();
    await signInAs('clientAdmin');
    renderDetail(paymentId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rechazar pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar el pago en efectivo' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ })).toHaveAccessibleDescription(/Este campo es obligatorio/);
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'No se recibió');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar pago' }));
    expect(await screen.findByText('Acción realizada correctamente')).toBeInTheDocument();
    expect(db().payments.find((p) => p.id === paymentId)?.status).toBe('rejected');
  });
});

describe('payment detail, card paid through Mercado Pago (issue 34)', { timeout: TEST_TIMEOUT }, () => {
  it("shows Mercado Pago's id, status, status detail, method and installments, its codes in Spanish", async () => {
    const payment = db().payments.find((p) => p.payment_type === 'mercadopago' && p.status === 'approved')!;
    Object.assign(payment, { mercadopago_payment_id: '1320000001', provider_status: 'approved', card_facts: { status_detail: 'accredited', payment_method: 'visa', installments: 3 } });
    await signInAs('clientAdmin');
    renderDetail(payment.id);
    const panel = (await screen.findByRole('heading', { name: 'Datos del pago con tarjeta' })).closest('section')!;
    for (const text of ['1320000001', 'Acreditado', 'Visa', '3']) expect(within(panel).getByText(text)).toBeInTheDocument();
    expect(within(panel).getByText('Estado en Mercado Pago')).toBeInTheDocument();
  });

  it('shows a code Mercado Pago adds later as it was sent, for the organiser to look up', async () => {
    const payment = db().payments.find((p) => p.payment_type === 'mercadopago' && p.status === 'approved')!;
    Object.assign(payment, { mercadopago_payment_id: '1320000002', provider_status: 'rejected', card_facts: { status_detail: 'cc_rejected_some_new_reason', payment_method: 'newcard', installments: 1 } });
    await signInAs('clientAdmin');
    renderDetail(payment.id);
    const panel = (await screen.findByRole('heading', { name: 'Datos del pago con tarjeta' })).closest('section')!;
    for (const text of ['cc_rejected_some_new_reason', 'newcard']) expect(within(panel).getByText(text)).toBeInTheDocument();
  });
});
