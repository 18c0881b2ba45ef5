import { Hono, type Context } from 'hono';
import { InvalidWebhookSignatureError, MercadoPagoError, WebhookSignatureValidator } from 'mercadopago';
import { apiResponseHeaders } from '@contracts/core/http';
import { providerPaymentStatusSchema } from '@contracts/enums';
import { paymentsApiMessages } from '@contracts/payments-messages';
import { errorReply } from '../../../mocks/core/answer';
import { MockHttpError } from '../../../mocks/core/errors';
import { db } from '../../../mocks/db/store';
import type { CardPaymentFacts } from '../../../mocks/db/schema';
import { applyCardPaymentReport, attemptOfReport, type ReportOutcome } from '../../../mocks/rules/card-payment-reports';
import { refundDue } from '../../../mocks/rules/card-refunds';
import { demoCheckoutRef } from '../../../mocks/rules/payment-links';
import type { MercadoPagoConfig } from '../../config';
import type { Logger } from '../../log';
import type { Store } from '../../store/store';
import type { ProviderDeps } from '../card-provider';
import { mercadoPagoApi, type MercadoPagoApi, type PaymentResponse } from './client';
import { NOTIFICATION_PATH, preferenceFor } from './preference';
import { preferenceExpiry } from './preference-expiry';
import { refundRefusedCharge } from './refunds';

/**
 * Mercado Pago's Checkout Pro as the API's card provider (issue 34, docs/decisions/0065).
 *
 *   GET  /api/payment_attempts/{c}/{p}  the contract's rule hands out the link (or reuses the
 *        open one); a new link gets its Checkout Pro preference, whose init_point it becomes.
 *   POST /api/payments/notifications/mercadopago  the webhook: signature first, then the payment
 *        read back from Mercado Pago by id, then the one rule of card reports.
 *   POST /api/payments  the result page's payment_id is only a hint: an id the API does not know
 *        yet is read back from Mercado Pago (as the webhook would) before the contract answers.
 *
 * Nothing here approves from what a browser sent (decision 0028): only Mercado Pago's own
 * answer to a read by id reaches the rule.
 *
 * A charge the registration could not take (paid another way meanwhile) is recorded by the rule
 * with a refund due; after the transaction it is refunded through Mercado Pago (refunds.ts). After
 * every write that closed card links (paid another way), their preferences are expired at Mercado
 * Pago (preference-expiry.ts). Decision 0067.
 */
export type PaymentReadOutcome = ReportOutcome | 'unknown' | 'refused' | 'ignored';
/** What applying a payment left: its outcome, and whether Mercado Pago must be asked to return it. */
export type PaymentApplied = { outcome: PaymentReadOutcome; detail?: string; refundDue?: boolean };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...apiResponseHeaders } });
const failure = (status: number, message: string, errorCode: string) => {
  const response = errorReply(status, message, { errorCode });
  for (const [name, value] of Object.entries(apiResponseHeaders)) response.headers.set(name, value);
  return response;
};
const providerUnavailable = () => failure(503, paymentsApiMessages.providerUnavailable, 'SERVICE_UNAVAILABLE');

/** Mercado Pago's data.id as its signature manifest uses it: lower case when alphanumeric. */
const signedId = (id: string) => (/^[a-z0-9]+$/i.test(id) ? id.toLowerCase() : id);

/** The calls whose writes may pay or exempt a registration (mocks/handlers/payments.ts, team-competitions.ts). */
const PAYING_CALLS = /^\/api\/(payments|team_competitions)(\/|$)/;

const notFoundAtMercadoPago = (error: unknown) => error instanceof MercadoPagoError && error.status === 404;

/** The facts the organisers see (issue 34): status detail, method and installments. */
const factsOf = (payment: PaymentResponse): CardPaymentFacts => ({
  status_detail: payment.status_detail ?? null,
  payment_method: payment.payment_method_id ?? null,
  installments: typeof payment.installments === 'number' ? payment.installments : null,
});

/** Applies a payment as Mercado Pago answered it, in one transaction, through the rule every card report follows. */
export async function applyMercadoPagoPayment(store: Store, payment: PaymentResponse, at: Date): Promise<PaymentApplied> {
  const status = providerPaymentStatusSchema.safeParse(payment.status);
  if (payment.id === undefined || !status.success) return { outcome: 'ignored', detail: `estado ${String(payment.status)}` };
  const metadata = (payment.metadata ?? {}) as { attempt_ref?: unknown };
  const registrationId = Number(payment.external_reference);
  const { value } = await store.run<PaymentApplied>(async () => {
    const data = db();
    const attempt = attemptOfReport(data, {
      attemptRef: typeof metadata.attempt_ref === 'string' ? metadata.attempt_ref : null,
      registrationId: Number.isInteger(registrationId) ? registrationId : null,
    });
    // A payment of another integration or of a registration this API never linked: nothing of ours.
    if (!attempt || (Number.isInteger(registrationId) && attempt.team_competition_id !== registrationId)) {
      return { value: { outcome: 'unknown' as PaymentReadOutcome }, keep: false };
    }
    try {
      const report = { providerPaymentId: String(payment.id), status: status.data, facts: factsOf(payment) };
      const { outcome, payment: row } = applyCardPaymentReport(data, attempt, report, at.toISOString());
      // Also for an unchanged report: a refund that failed or whose answer was lost is asked for again.
      return { value: { outcome, refundDue: refundDue(row) }, keep: outcome !== 'unchanged' };
    } catch (error) {
      // A report still pending for a registration that cannot take it: no money moved, nothing recorded.
      if (error instanceof MockHttpError && error.status === 422) return { value: { outcome: 'refused' as PaymentReadOutcome, detail: error.message }, keep: false };
      throw error;
    }
  });
  return value;
}

export function mercadoPagoRoutes(settings: MercadoPagoConfig, deps: ProviderDeps, api: MercadoPagoApi = mercadoPagoApi(settings)): Hono {
  const { store, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const routes = new Hono();
  const log = (c: Context, extra: Record<string, unknown>, message: string, level: keyof Pick<Logger, 'info' | 'warn' | 'error'> = 'info') =>
    logger[level]({ reqId: c.get('requestId'), provider: 'mercadopago', ...extra }, message);
  const expiry = preferenceExpiry(store, api, logger, now);
  // At start too: links closed before a restart (or a crash) whose expiry had not reached Mercado
  // Pago would otherwise wait for the next paying write, which on a quiet day may never come.
  expiry.request();

  // After a write that may pay a registration (a cash or transfer confirmed, an exemption, a card
  // approved: the payments and team_competitions calls), the preferences of the links it closed are
  // expired at Mercado Pago, after the answer: the caller does not wait for it.
  routes.use('/api/*', async (c, next) => {
    await next();
    const write = c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400;
    if (write && PAYING_CALLS.test(c.req.path)) expiry.request();
  });

  /**
   * Reads a payment back and applies it; 'unavailable' when Mercado Pago did not answer the read,
   * 'refund_unanswered' when the payment was applied but the refund it needs got no answer.
   */
  const readBack = async (c: Context, paymentId: string): Promise<PaymentReadOutcome | 'unavailable' | 'refund_unanswered'> => {
    let payment: PaymentResponse;
    try {
      payment = await api.getPayment(paymentId);
    } catch (error) {
      if (notFoundAtMercadoPago(error)) {
        log(c, { paymentId }, 'Mercado Pago no conoce el pago: se ignora', 'warn');
        return 'unknown';
      }
      log(c, { paymentId, err: error }, 'Mercado Pago no respondió al leer un pago', 'error');
      return 'unavailable';
    }
    const { outcome, detail, refundDue: toRefund } = await applyMercadoPagoPayment(store, payment, now());
    const level = outcome === 'unknown' || outcome === 'refused' || outcome === 'ignored' || outcome === 'refused_charge' ? 'warn' : 'info';
    log(c, { paymentId, status: payment.status, outcome, ...(detail ? { detail } : {}) }, 'pago de Mercado Pago leído', level);
    if (!toRefund) return outcome;
    // A charge the registration could not take: returned now, outside the transaction that recorded it.
    const refund = await refundRefusedCharge(store, api, paymentId, now);
    if (refund.outcome === 'refunded' || refund.outcome === 'requested') {
      log(c, { paymentId, refund: refund.outcome }, 'cobro duplicado devuelto por Mercado Pago', 'warn');
      return outcome;
    }
    log(c, { paymentId, refund: refund.outcome, err: refund.error }, 'Mercado Pago no devolvió el cobro duplicado: queda para devolver a mano', 'error');
    return refund.outcome === 'unavailable' ? 'refund_unanswered' : outcome;
  };

  routes.post(NOTIFICATION_PATH, async (c) => {
    const url = new URL(c.req.url);
    const dataId = url.searchParams.get('data.id') ?? url.searchParams.get('id') ?? '';
    const type = url.searchParams.get('type') ?? url.searchParams.get('topic') ?? '';
    try {
      WebhookSignatureValidator.validate({
        xSignature: c.req.header('x-signature'),
        xRequestId: c.req.header('x-request-id'),
        dataId: signedId(dataId),
        secret: settings.webhookSecret,
        toleranceSeconds: settings.toleranceSeconds,
        now: () => now().getTime(),
      });
    } catch (error) {
      const reason = error instanceof InvalidWebhookSignatureError ? error.reason : 'desconocida';
      log(c, { reason, dataId: dataId.slice(0, 64) }, 'notificación de Mercado Pago rechazada', 'warn');
      return failure(401, paymentsApiMessages.notificationRefused, 'UNAUTHORIZED');
    }
    const received = json(200, { statusCode: 200, message: paymentsApiMessages.notificationReceived, data: { received: true } });
    if (type !== 'payment' || !/^\d{1,30}$/.test(dataId)) {
      log(c, { type: type.slice(0, 64) }, 'notificación de Mercado Pago que no es de un pago: se ignora');
      return received;
    }
    const outcome = await readBack(c, dataId);
    // Unanswered (the read, or the refund it needed): 503, so Mercado Pago sends it again and it is retried.
    return outcome === 'unavailable' || outcome === 'refund_unanswered' ? providerUnavailable() : received;
  });

  routes.get('/api/payment_attempts/:competitionId/:priceId', async (c) => {
    const answer = await deps.api(c, c.req.raw);
    if (answer.status !== 200) return answer;
    const body = (await answer.clone().json()) as { data: { checkInUrl: string } };
    const ref = demoCheckoutRef(body.data.checkInUrl);
    if (ref === null) return answer; // the open link already has its preference
    const at = now();
    const { value: preference } = await store.run(async () => {
      const attempt = db().paymentAttempts.find((a) => a.provider_payment_id === ref);
      return { value: attempt ? preferenceFor(db(), attempt, settings.publicUrl, at) : null, keep: false };
    });
    if (!preference) return answer;
    let created;
    try {
      // One key per link: a retry after a lost answer gets the same preference from Mercado Pago.
      created = await api.createPreference(preference, `preferencia-${ref}`);
    } catch (error) {
      log(c, { err: error }, 'Mercado Pago no creó la preferencia', 'error');
      return providerUnavailable();
    }
    if (!created.id || !created.init_point) {
      log(c, {}, 'Mercado Pago respondió una preferencia sin id o init_point', 'error');
      return providerUnavailable();
    }
    const { id, init_point } = created;
    const { value: url } = await store.run(async () => {
      const attempt = db().paymentAttempts.find((a) => a.provider_payment_id === ref);
      if (!attempt) return { value: null, keep: false };
      // Two first requests at once: the one that stored its preference first wins; the other is never used.
      if (attempt.mp_preference_id) return { value: attempt.checkin_url, keep: false };
      Object.assign(attempt, { mp_preference_id: id, checkin_url: init_point, updated_at: at.toISOString() });
      return { value: init_point, keep: true };
    });
    if (!url) return providerUnavailable();
    log(c, { preferenceId: id }, 'preferencia de Mercado Pago creada');
    // The contract's headers, but not its Content-Length: the body is now another one.
    const headers = new Headers(answer.headers);
    headers.delete('content-length');
    return new Response(JSON.stringify({ ...body, data: { checkInUrl: url } }), { status: 200, headers });
  });

  routes.post('/api/payments', async (c) => {
    const raw = await c.req.arrayBuffer();
    const again = () => deps.api(c, new Request(c.req.raw.url, { method: 'POST', headers: c.req.raw.headers, body: raw }));
    const answer = await again();
    if (answer.status !== 404) return answer;
    let paymentId: unknown;
    try {
      paymentId = (JSON.parse(new TextDecoder().decode(raw)) as { payment_id?: unknown }).payment_id;
    } catch {
      return answer;
    }
    if (typeof paymentId !== 'string' || !/^\d{1,30}$/.test(paymentId)) return answer;
    // The result page's payment_id: read back from Mercado Pago, never taken as the payment's state.
    const outcome = await readBack(c, paymentId);
    // A refund left unanswered is retried with Mercado Pago's notifications; the payer still sees the payment.
    if (outcome === 'unavailable') return providerUnavailable();
    return outcome === 'unknown' || outcome === 'ignored' ? answer : again();
  });

  return routes;
}
