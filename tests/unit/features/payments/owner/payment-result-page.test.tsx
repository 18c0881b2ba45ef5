import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CardCheckoutDecision } from '@mocks/db/schema';
import type { ProviderPaymentStatus } from '@contracts/enums';
import { registrationOf, userByUsername } from '@mocks/db/queries';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { openCardPaymentAttempt } from '@mocks/rules/card-payments';
import { currentCompetition } from '@mocks/rules/current-competition';
import { validPriceAt } from '@mocks/rules/pricing';
import PaymentResultPage from '@/features/payments/owner/payment-result-page';
import { toast } from '@/ui/toast-store';
import { fakeClockOnDemand, fakeTimerUser, findOnFakeClock } from '../../../ui/fake-timers';
import { renderScreen, signInAs } from '../../support';
import { href } from '@/lib/routing/routes';

const PATH = href('paymentSuccess');
const renderResult = (query = '') => renderScreen(<PaymentResultPage title="Resultado del pago" />, `${PATH}${query}`);
const fakeClock = fakeClockOnDemand();

/** capitan.pendiente comes back from the demo checkout with this decision. */
function returnFromCheckout(decision: CardCheckoutDecision) {
  const competition = currentCompetition(db())!;
  const registration = registrationOf(db(), userByUsername(db(), 'capitan.pendiente')!.team_id!, competition.id)!;
  const price = validPriceAt(db().competitionPrices, competition.id, 'mercadopago', new Date())!;
  const attempt = openCardPaymentAttempt(db(), registration, price, new Date().toISOString());
  attempt.provider_decision = decision;
  return `?payment_id=${attempt.provider_payment_id}`;
}

beforeEach(() => toast.clear());

describe('payment result page', () => {
  it("says 'No se encontró ID de pago' without a payment_id", async () => {
    await signInAs('ownerUnpaidTeam');
    renderResult();
    expect(await screen.findByText('No se encontró ID de pago')).toBeInTheDocument();
  });

  it("says 'Pago no encontrado' for an id the provider never gave this team", async () => {
    await signInAs('ownerUnpaidTeam');
    renderResult('?payment_id=12345678901');
    expect(await screen.findByText('Pago no encontrado')).toBeInTheDocument();
  });

  it("says 'Error al conectar con el servidor' when the network fails and 'Error al verificar el estado del pago' when the server does", async () => {
    await signInAs('ownerUnpaidTeam');
    server.use(http.post('*/api/payments', () => HttpResponse.error()));
    const first = renderResult(returnFromCheckout('approved'));
    expect(await screen.findByText('Error al conectar con el servidor')).toBeInTheDocument();
    first.unmount();
    server.use(http.post('*/api/payments', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderResult(returnFromCheckout('approved'));
    expect(await screen.findByText('Error al verificar el estado del pago')).toBeInTheDocument();
  });

  it('approved: counts 5 seconds down and goes to competitions', async () => {
    await signInAs('ownerUnpaidTeam');
    // The clock is fake from the start, so the countdown's first second is a fake one too.
    fakeClock();
    const { history } = renderResult(returnFromCheckout('approved'));
    expect(await findOnFakeClock(() => screen.getByRole('heading', { name: '¡Pago aprobado!' }))).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Vas a volver a la competencia en 5 segundos');
    for (let i = 0; i < 4; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Te llevamos a la competencia en 1 s.')).toBeInTheDocument();
    expect(history.at(-1)).not.toBe(href('competitions'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(history.at(-1)).toBe(href('competitions'));
  });

  it('approved: the countdown can be paused (announced) and the payer can go at once', async () => {
    await signInAs('ownerUnpaidTeam');
    fakeClock();
    const { history } = renderResult(returnFromCheckout('approved'));
    await findOnFakeClock(() => screen.getByRole('heading', { name: '¡Pago aprobado!' }));
    const user = fakeTimerUser();
    await user.click(screen.getByRole('button', { name: 'Pausar la redirección' }));
    expect(screen.getByRole('status')).toHaveTextContent('Redirección en pausa.');
    // Second by second, as the countdown renders each one.
    for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(history.at(-1)).not.toBe(href('competitions'));
    expect(screen.getByText('Redirección en pausa.', { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Redirigir ahora' }));
    expect(history.at(-1)).toBe(href('competitions'));
  });

  it('rejected: says so and offers to pay again', async () => {
    await signInAs('ownerUnpaidTeam');
    renderResult(returnFromCheckout('rejected'));
    expect(await screen.findByRole('heading', { name: 'Pago rechazado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a pagar' })).toHaveAttribute('href', href('competitions'));
  });

  it('in process: says the payment is being processed and lets the payer check again', async () => {
    await signInAs('ownerUnpaidTeam');
    renderResult(returnFromCheckout('in_process'));
    expect(await screen.findByRole('heading', { name: 'Pago en proceso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar estado' })).toBeInTheDocument();
  });

  describe('each outcome looks like what it is: colour, icon and words', () => {
    const PROVIDER_ID = '123456789012345678';
    /** The provider answers `status` for the returned payment (the registration and the status read). */
    const answering = (status: ProviderPaymentStatus) => {
      const result = { payment_id: 1, mercadopago_payment_id: PROVIDER_ID, status, payment_status: status === 'approved' ? 'approved' : 'pending', team_number: null };
      server.use(
        http.post('*/api/payments', () => HttpResponse.json({ statusCode: 201, data: result, message: '' }, { status: 201 })),
        http.get('*/api/payments/:id/status', () => HttpResponse.json({ statusCode: 200, data: result, message: '' })),
      );
    };
    const outcomeOf = async (heading: string) => (await screen.findByRole('heading', { name: heading })).closest('section')!;

    it.each([
      ['rejected', 'Pago rechazado'],
      ['cancelled', 'Pago cancelado'],
      ['refunded', 'Pago devuelto'],
      ['charged_back', 'Pago con contracargo'],
    ] as const)('%s reads as a rejection (red, a cross), never as the neutral card', async (status, heading) => {
      await signInAs('ownerUnpaidTeam');
      answering(status);
      renderResult(`?payment_id=${PROVIDER_ID}`);
      const outcome = await outcomeOf(heading);
      expect(outcome).toHaveAttribute('data-tone', 'danger');
      expect(outcome.querySelector('h2 svg circle')).not.toBeNull();
    });

    it.each([
      ['pending', 'Pago pendiente'],
      ['in_process', 'Pago en proceso'],
    ] as const)('%s reads as in progress, not as a warning or a failure', async (status, heading) => {
      await signInAs('ownerUnpaidTeam');
      answering(status);
      renderResult(`?payment_id=${PROVIDER_ID}`);
      expect(await outcomeOf(heading)).toHaveAttribute('data-tone', 'progress');
      expect(screen.getByRole('button', { name: 'Actualizar estado' })).toBeInTheDocument();
    });

    it('a charge the registration could not take reads as returned, never as approved (decision 0067)', async () => {
      await signInAs('ownerUnpaidTeam');
      const result = { payment_id: 1, mercadopago_payment_id: PROVIDER_ID, status: 'approved', payment_status: 'rejected', team_number: 4, refund_reason: 'already_paid' };
      server.use(
        http.post('*/api/payments', () => HttpResponse.json({ statusCode: 201, data: result, message: '' }, { status: 201 })),
        http.get('*/api/payments/:id/status', () => HttpResponse.json({ statusCode: 200, data: result, message: '' })),
      );
      renderResult(`?payment_id=${PROVIDER_ID}`);
      const outcome = await outcomeOf('Te devolvemos este pago');
      expect(outcome).toHaveAttribute('data-tone', 'warning');
      expect(outcome).toHaveTextContent('La inscripción ya estaba pagada, así que este cobro con tarjeta se devuelve. No tenés que hacer nada');
      expect(screen.queryByRole('heading', { name: '¡Pago aprobado!' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Volver a pagar' })).not.toBeInTheDocument();
    });

    it('approved reads as an approval', async () => {
      await signInAs('ownerUnpaidTeam');
      answering('approved');
      renderResult(`?payment_id=${PROVIDER_ID}`);
      expect(await outcomeOf('¡Pago aprobado!')).toHaveAttribute('data-tone', 'success');
    });
  });
});
