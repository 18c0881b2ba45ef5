import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { registrationOf, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { applyCardPaymentReport } from '@mocks/rules/card-payment-reports';
import { openCardPaymentAttempt } from '@mocks/rules/card-payments';
import { markRefundFailed } from '@mocks/rules/card-refunds';
import { competitionOverview } from '@mocks/rules/competition-overview';
import { currentCompetition } from '@mocks/rules/current-competition';
import { exemptRegistration } from '@mocks/rules/payment-exemption';
import { validPriceAt } from '@mocks/rules/pricing';
import PaymentsPage from '@/features/payments/admin/payments-page';
import HomePage from '@/features/home/home-page';
import { href } from '@/lib/routing/routes';
import { renderPage, renderScreen, signInAs } from '../support';

/**
 * Decision 0067: each card entry of the organisers' 'Para hacer' links to the payments list
 * filtered by what the rows wait for, and that list shows exactly the rows the count counted:
 * a card payment refunded after approval whose team has not paid again, and a duplicate card
 * charge whose automatic refund failed (not the ordinary rejections).
 */
const current = () => currentCompetition(db())!;
const at = () => new Date().toISOString();
const registrationOfOwner = (username: string) => registrationOf(db(), userByUsername(db(), username)!.team_id!, current().id)!;

/** One reversal and one failed refund of a duplicate charge, besides the seed's rejected card payments. */
function cardPaymentsWaiting() {
  const price = validPriceAt(db().competitionPrices, current().id, 'mercadopago', new Date())!;
  const reopened = registrationOfOwner('capitan.pendiente');
  const first = openCardPaymentAttempt(db(), reopened, price, at());
  applyCardPaymentReport(db(), first, { providerPaymentId: '1320000701', status: 'approved' }, at());
  applyCardPaymentReport(db(), first, { providerPaymentId: '1320000701', status: 'refunded' }, at());
  // An ordinary rejection: a card payment in process the provider refused (not work for anyone).
  const refused = openCardPaymentAttempt(db(), reopened, price, at());
  applyCardPaymentReport(db(), refused, { providerPaymentId: '1320000703', status: 'in_process' }, at());
  applyCardPaymentReport(db(), refused, { providerPaymentId: '1320000703', status: 'rejected' }, at());

  const exempt = db().teamCompetitions.find((tc) => tc.competition_id === current().id && tc.status === 'registered' && tc.payment_status === 'unpaid' && tc.id !== reopened.id)!;
  const link = openCardPaymentAttempt(db(), exempt, price, at());
  exemptRegistration(db(), exempt, { exemption_reason: 'vip', exemption_notes: null }, at());
  const { payment } = applyCardPaymentReport(db(), link, { providerPaymentId: '1320000702', status: 'approved' }, at());
  markRefundFailed(payment, 'Mercado Pago no respondió al pedir la devolución; se reintenta con la próxima notificación', at());
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

describe("'Para hacer': card payments (decision 0067)", () => {
  it('links each card count to the payments list filtered by what its rows wait for', async () => {
    cardPaymentsWaiting();
    const { pending } = competitionOverview(db(), current());
    expect(pending.card_reversals).toBeGreaterThan(0);
    expect(pending.card_refunds_failed).toBe(1);
    await signInAs('clientAdmin');
    renderPage(<HomePage />, '/dashboard');
    const reversals = await screen.findByRole('link', { name: plural(pending.card_reversals, 'pago con tarjeta devuelto o con contracargo', 'pagos con tarjeta devueltos o con contracargo') });
    expect(reversals).toHaveAttribute('href', `${href('payments')}?para-hacer=card_reversal`);
    const refunds = screen.getByRole('link', { name: '1 cobro con tarjeta duplicado para devolver a mano' });
    expect(refunds).toHaveAttribute('href', `${href('payments')}?para-hacer=card_refund`);
  });

  it.each([
    ['card_reversal', 'Pago con tarjeta devuelto o con contracargo'],
    ['card_refund', 'Cobro con tarjeta para devolver a mano'],
  ] as const)("opens the payments list on exactly the rows counted for '%s'", async (toDo, label) => {
    cardPaymentsWaiting();
    const { pending } = competitionOverview(db(), current());
    const count = toDo === 'card_reversal' ? pending.card_reversals : pending.card_refunds_failed;
    await signInAs('clientAdmin');
    renderScreen(<PaymentsPage title="Pagos" />, `${href('payments')}?para-hacer=${toDo}`);
    const table = await screen.findByRole('table', { name: 'Pagos' });
    await waitFor(() => expect(table).not.toHaveTextContent('Cargando…'));
    expect(within(table).getAllByRole('row').slice(1)).toHaveLength(count);
    // The filter says what it keeps.
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('Tarjeta (Mercado Pago)');
  });
});
