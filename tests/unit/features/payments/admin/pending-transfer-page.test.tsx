import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getResponse, http, HttpResponse } from 'msw';
import { Route, Switch } from 'wouter';
import { db } from '@mocks/db/store';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import PendingTransferPage from '@/features/payments/admin/pending-transfer-page';
import PendingTransfersPage from '@/features/payments/admin/pending-transfers-page';
import { formatMoney } from '@/lib/format/format';
import { toast, toasts } from '@/ui/toast-store';
import { recordBodies, renderScreen, signInAs } from '../../support';
import { href, routePattern } from '@/lib/routing/routes';

/** Typing into react-aria fields in happy-dom takes seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 20_000;

/** A seeded transfer waiting for an admin, its payment and team. */
function pendingTransfer() {
  const transfer = db().transferPayments.find((t) => t.confirmation_status === 'pending')!;
  const payment = db().payments.find((p) => p.id === transfer.payment_id)!;
  const registration = db().teamCompetitions.find((tc) => tc.id === payment.team_competition_id)!;
  const team = db().teams.find((t) => t.id === registration.team_id)!;
  return { transfer, transferId: transfer.id, paymentId: transfer.payment_id, payment, registration, team };
}

/** The detail and the list it returns to, as the route table has them. */
function renderDetail(paymentId: number) {
  return renderScreen(
    <Switch>
      <Route path={routePattern('pendingTransferView')}>
        <PendingTransferPage title="Detalle de la transferencia" />
      </Route>
      <Route path={routePattern('pendingTransfers')}>
        <PendingTransfersPage title="Transferencias a confirmar" />
      </Route>
    </Switch>,
    href('pendingTransferView', { id: paymentId }),
  );
}

const toastTexts = () => toasts.value.map((t) => `${t.type}: ${t.message}`);
const dialog = (name: string) => screen.findByRole('dialog', { name });

beforeEach(() => toast.clear());

describe('pending transfer detail', { timeout: FORM_TEST_TIMEOUT }, () => {
  it('shows what to match against the bank statement, the amount as declared, and two explicit actions', async () => {
    await signInAs('clientAdmin');
    const { paymentId, payment, registration, transfer } = pendingTransfer();
    renderDetail(paymentId);
    const match = (await screen.findByRole('heading', { name: 'Para comparar con el extracto' })).closest('section')!;
    const value = (term: string) => within(match).getByText(term).nextElementSibling?.textContent;
    expect(value('Referencia (N.º de inscripción)')).toBe(String(registration.registration_number));
    expect(value('Monto declarado')).toBe(formatMoney(payment.attempt_amount));
    expect(value('Remitente')).toBe(`${transfer.sender_first_name} ${transfer.sender_last_name}`);
    expect(value('CUIT/CUIL')).toBe(transfer.sender_cuit);
    expect(screen.queryByText(/cobrado/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar transferencia' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Acción/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  it('asks the reason to reject (SPEC §5), then rejects with it, says so and goes back to a list without it', async () => {
    await signInAs('clientAdmin');
    const { transferId, paymentId, team } = pendingTransfer();
    const rejected = recordBodies('patch', `/payments/transfer/${transferId}/reject`);
    const { history } = renderDetail(paymentId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const reject = await dialog('Rechazar la transferencia');
    await user.click(within(reject).getByRole('button', { name: 'Rechazar transferencia' }));
    const reason = within(reject).getByRole('textbox', { name: /Motivo del rechazo/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Este campo es obligatorio/);
    expect(rejected).toEqual([]);

    await user.type(reason, 'No llegó el dinero');
    await user.click(within(reject).getByRole('button', { name: 'Rechazar transferencia' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Acción realizada correctamente'));
    expect(rejected).toEqual([{ rejection_reason: 'No llegó el dinero', admin_notes: null }]);
    expect(history.at(-1)).toBe(href('pendingTransfers'));
    await screen.findByRole('heading', { level: 1, name: 'Transferencias a confirmar' });
    await waitFor(() => expect(screen.queryByText(team.name)).not.toBeInTheDocument());
    expect(db().transferPayments.find((t) => t.id === transferId)?.confirmation_status).toBe('rejected');
  });

  it('asks to confirm the amount and the team, then confirms with optional notes', async () => {
    await signInAs('clientAdmin');
    const { transferId, paymentId, payment, team } = pendingTransfer();
    const confirmed = recordBodies('patch', `/payments/transfer/${transferId}/confirm`);
    const { history } = renderDetail(paymentId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar transferencia' }));
    const confirm = await dialog('¿Confirmar la transferencia?');
    expect(confirm.textContent).toContain(formatMoney(payment.attempt_amount));
    expect(confirm.textContent).toContain(team.name);
    expect(confirmed).toEqual([]);
    await user.type(within(confirm).getByRole('textbox', { name: 'Notas (opcional)' }), 'Acreditada');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar transferencia' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Acción realizada correctamente'));
    expect(confirmed).toEqual([{ admin_notes: 'Acreditada' }]);
    expect(history.at(-1)).toBe(href('pendingTransfers'));
    expect(db().transferPayments.find((t) => t.id === transferId)?.confirmation_status).toBe('confirmed');
  });

  // Issue 31: the confirm dialog read 'Confirmar transferencia | Cancelar', the reject one
  // 'Cancelar | Rechazar transferencia'. Both now put Cancelar first and the action last.
  it('both decision dialogs put Cancelar first and the action last', async () => {
    await signInAs('clientAdmin');
    const { paymentId } = pendingTransfer();
    renderDetail(paymentId);
    const user = userEvent.setup();
    const names = (dialogElement: HTMLElement) => within(dialogElement).getAllByRole('button').map((b) => b.textContent);
    await user.click(await screen.findByRole('button', { name: 'Confirmar transferencia' }));
    const confirm = await dialog('¿Confirmar la transferencia?');
    expect(names(confirm)).toEqual(['Cancelar', 'Confirmar transferencia']);
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Rechazar' }));
    expect(names(await dialog('Rechazar la transferencia'))).toEqual(['Cancelar', 'Rechazar transferencia']);
  });

  it('cancelling the confirmation sends nothing', async () => {
    await signInAs('clientAdmin');
    const { transferId, paymentId } = pendingTransfer();
    const confirmed = recordBodies('patch', `/payments/transfer/${transferId}/confirm`);
    renderDetail(paymentId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar transferencia' }));
    await user.click(within(await dialog('¿Confirmar la transferencia?')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(confirmed).toEqual([]);
  });

  it('a confirmation whose answer was lost counts as done once the payment reads confirmed: no second decision', async () => {
    await signInAs('clientAdmin');
    const { transferId, paymentId } = pendingTransfer();
    // The mock confirms, then the connection drops before the answer arrives.
    server.use(
      http.patch(`*/api/payments/transfer/${transferId}/confirm`, async ({ request }) => {
        await getResponse(handlers, request);
        return HttpResponse.error();
      }),
    );
    const { history } = renderDetail(paymentId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar transferencia' }));
    await user.click(within(await dialog('¿Confirmar la transferencia?')).getByRole('button', { name: 'Confirmar transferencia' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Acción realizada correctamente'));
    expect(toastTexts().some((t) => t.startsWith('error'))).toBe(false);
    expect(history.at(-1)).toBe(href('pendingTransfers'));
  });

  it('a decision that failed without being applied keeps the dialog open to send again, with the SPEC failure', async () => {
    await signInAs('clientAdmin');
    const { transferId, paymentId } = pendingTransfer();
    let attempts = 0;
    server.use(
      http.patch(`*/api/payments/transfer/${transferId}/reject`, () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.json({ message: 'boom' }, { status: 502 }) : undefined;
      }),
    );
    const { history } = renderDetail(paymentId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const reject = await dialog('Rechazar la transferencia');
    await user.type(within(reject).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Monto distinto');
    await user.click(within(reject).getByRole('button', { name: 'Rechazar transferencia' }));
    await waitFor(() => expect(toastTexts()).toContain('error: Error al procesar la acción, intente nuevamente.'));
    expect(within(reject).getAllByText('Error al procesar la acción, intente nuevamente.').length).toBeGreaterThan(0);
    expect(history.at(-1)).toBe(href('pendingTransferView', { id: paymentId }));

    await user.click(within(reject).getByRole('button', { name: 'Rechazar transferencia' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Acción realizada correctamente'));
    expect(db().transferPayments.find((t) => t.id === transferId)).toMatchObject({ confirmation_status: 'rejected', rejection_reason: 'Monto distinto' });
  });

  it("keeps the server's reason in the dialog when it refuses (another admin's own payment)", async () => {
    await signInAs('clientAdmin');
    const { transferId, paymentId } = pendingTransfer();
    server.use(
      http.patch(`*/api/payments/transfer/${transferId}/confirm`, () =>
        HttpResponse.json(
          { statusCode: 403, message: 'No podés confirmar un pago que registraste o de tu propio equipo', data: null },
          { status: 403 },
        ),
      ),
    );
    renderDetail(paymentId);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Confirmar transferencia' }));
    const confirm = await dialog('¿Confirmar la transferencia?');
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar transferencia' }));
    expect(await within(confirm).findByText('No podés confirmar un pago que registraste o de tu propio equipo')).toBeInTheDocument();
    expect(toastTexts()).toContain('error: Error al procesar la acción, intente nuevamente.');
  });

  it('an already decided transfer offers no decision', async () => {
    await signInAs('clientAdmin');
    const confirmed = db().transferPayments.find((t) => t.confirmation_status === 'confirmed')!;
    renderDetail(confirmed.payment_id);
    expect(await screen.findByRole('heading', { name: 'Transferencia procesada' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar transferencia' })).not.toBeInTheDocument();
    expect(screen.getByText('Monto cobrado')).toBeInTheDocument();
  });

  it("says 'Pago no encontrado' for an unknown payment", async () => {
    await signInAs('clientAdmin');
    renderDetail(999999);
    expect(await screen.findByRole('heading', { name: 'Pago no encontrado' })).toBeInTheDocument();
  });
});
