import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route } from 'wouter';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import PendingTransferPage from '@/features/payments/admin/pending-transfer-page';
import { toast } from '@/ui/toast-store';
import { recordBodies, renderScreen, signInAs } from '../../support';
import { href, routePattern } from '@/lib/routing/routes';

/** Typing into react-aria fields in happy-dom takes seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 20_000;

/** A seeded transfer waiting for an admin, and its payment. */
function pendingTransfer() {
  const transfer = db().transferPayments.find((t) => t.confirmation_status === 'pending')!;
  return { transferId: transfer.id, paymentId: transfer.payment_id };
}

function renderDetail(paymentId: number) {
  return renderScreen(
    <Route path={routePattern('pendingTransferView')}>
      <PendingTransferPage title="Detalle de la transferencia" />
    </Route>,
    href('pendingTransferView', { id: paymentId }),
  );
}

const decisionForm = () => screen.findByRole('form', { name: 'Confirmar o rechazar la transferencia' });

async function choose(user: ReturnType<typeof userEvent.setup>, action: string) {
  await user.click(screen.getByRole('button', { name: /Acción/ }));
  await user.click(await screen.findByRole('option', { name: action }));
}

beforeEach(() => toast.clear());

describe('pending transfer detail', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('asks for an action before sending anything', async () => {
    await signInAs('clientAdmin');
    const { transferId, paymentId } = pendingTransfer();
    const confirmed = recordBodies('patch', `/payments/transfer/${transferId}/confirm`);
    renderDetail(paymentId);
    const user = userEvent.setup();
    await decisionForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findAllByText('Debe seleccionar una acción')).length).toBeGreaterThan(0);
    expect(confirmed).toEqual([]);
  });

  it('requires a reason to reject, then rejects with it and clears the form', async () => {
    await signInAs('clientAdmin');
    const { transferId, paymentId } = pendingTransfer();
    const rejected = recordBodies('patch', `/payments/transfer/${transferId}/reject`);
    renderDetail(paymentId);
    const user = userEvent.setup();
    await decisionForm();
    await choose(user, 'Rechazar transferencia');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const reason = screen.getByRole('textbox', { name: /Motivo del rechazo/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(rejected).toEqual([]);

    await user.type(reason, 'No llegó el dinero');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Acción realizada correctamente')).toBeInTheDocument();
    expect(rejected).toEqual([{ rejection_reason: 'No llegó el dinero', admin_notes: null }]);
    // The payment reloaded: rejected, and nothing left to decide.
    expect(await screen.findByText('Transferencia procesada')).toBeInTheDocument();
    expect(screen.getByText('Rechazada')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Confirmar o rechazar la transferencia' })).not.toBeInTheDocument();
  });

  it('confirms with optional notes', async () => {
    await signInAs('clientAdmin');
    const { transferId, paymentId } = pendingTransfer();
    const confirmed = recordBodies('patch', `/payments/transfer/${transferId}/confirm`);
    renderDetail(paymentId);
    const user = userEvent.setup();
    await decisionForm();
    await choose(user, 'Confirmar transferencia');
    expect(screen.queryByRole('textbox', { name: /Motivo del rechazo/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Notas (opcional)' }), 'Acreditada');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Acción realizada correctamente')).toBeInTheDocument();
    expect(confirmed).toEqual([{ admin_notes: 'Acreditada' }]);
    expect(await screen.findByText('Confirmada')).toBeInTheDocument();
    expect(db().transferPayments.find((t) => t.id === transferId)?.confirmation_status).toBe('confirmed');
  });

  it("tells the SPEC's failure and keeps the server's reason above the form", async () => {
    await signInAs('clientAdmin');
    const { transferId, paymentId } = pendingTransfer();
    server.use(
      http.patch(`*/api/payments/transfer/${transferId}/confirm`, () =>
        HttpResponse.json({ statusCode: 422, message: 'La transferencia ya fue procesada', data: null }, { status: 422 }),
      ),
    );
    renderDetail(paymentId);
    const user = userEvent.setup();
    const form = await decisionForm();
    await choose(user, 'Confirmar transferencia');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Error al procesar la acción, intente nuevamente.')).toBeInTheDocument();
    expect(await within(form).findByText('La transferencia ya fue procesada')).toBeInTheDocument();
  });

  it("says 'Pago no encontrado' for an unknown payment", async () => {
    await signInAs('clientAdmin');
    renderDetail(999999);
    expect(await screen.findByRole('heading', { name: 'Pago no encontrado' })).toBeInTheDocument();
  });
});
