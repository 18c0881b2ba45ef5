import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { cardPaymentNoticeTexts } from '../../contracts/card-payment-notices';
import { DEMO_PASSWORD } from '../../mocks/demo-accounts';
import { readConfig, ConfigError } from '../../server/config';
import { createLogger } from '../../server/log';
import { applyMercadoPagoPayment } from '../../server/payments/mercado-pago/provider';
import type { PaymentResponse } from '../../server/payments/mercado-pago/client';
import { MercadoPagoStandIn } from '../../scripts/mercado-pago-stand-in';
import { apiOn, given, postgresCluster, rows, type TestApi } from './support';

/**
 * Issue 34: card payments through Mercado Pago's Checkout Pro, with the official SDK pointed at
 * the local stand-in (scripts/mercado-pago-stand-in.ts) and its signed notifications delivered
 * to the API in-process. No network.
 */
const TOKEN = 'TEST-1234567890123456-112716-prueba-del-token-de-acceso';
const SECRET = 'secreto-del-webhook-de-prueba-0123456789abcdef';
const SITE = 'https://torneo.example.org.ar';

let cluster: Awaited<ReturnType<typeof postgresCluster>>;
let url: string;
let api: TestApi;
let standIn: MercadoPagoStandIn;
const logLines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  cluster = await postgresCluster();
  url = await cluster.newDatabase();
  standIn = new MercadoPagoStandIn({ accessToken: TOKEN, webhookSecret: SECRET, deliver: (request) => Promise.resolve(api.app.fetch(request)) });
  await standIn.start();
  api = await apiOn(url, undefined, { MP_ACCESS_TOKEN: TOKEN, MP_WEBHOOK_SECRET: SECRET, MP_API_BASE_URL: standIn.url, PUBLIC_URL: SITE }, createLogger('info', sink));
});
afterAll(async () => {
  await api?.close();
  await standIn?.stop();
  cluster?.stop();
});

type State = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a provider state's values

const owner = () => given(api, 'a team owner with an unpaid registration can pay by card');
const link = (state: State) => api.call('GET', `/api/payment_attempts/${state.competitionId}/${state.priceId}`, { token: state.accessToken });
const preferenceOf = (checkInUrl: string) => new URL(checkInUrl).searchParams.get('pref_id')!;

async function registration(state: State) {
  const [row] = await rows<{ doc: Record<string, unknown> }>(url, 'SELECT doc FROM team_competitions WHERE id = $1', [state.registrationId]);
  return row!.doc;
}
const cardPayments = async (state: State) =>
  (await rows<{ doc: Record<string, any> }>(url, "SELECT doc FROM payments WHERE team_competition_id = $1 AND doc->>'payment_type' = 'mercadopago' ORDER BY id", [state.registrationId])).map((r) => r.doc); // eslint-disable-line @typescript-eslint/no-explicit-any
const notificationsOf = async (state: State, type: string) =>
  rows(url, "SELECT id FROM user_notifications WHERE doc->>'type' = $1 AND (doc->>'team_id')::int = $2", [type, state.teamId]);

/** The team was told once: one notification per member. */
async function expectOneEachMember(state: State, type: string) {
  const told = await rows<{ user_id: string }>(url, "SELECT doc->>'user_id' AS user_id FROM user_notifications WHERE doc->>'type' = $1 AND (doc->>'team_id')::int = $2", [type, state.teamId]);
  expect(told.length).toBeGreaterThan(0);
  expect(new Set(told.map((t) => t.user_id)).size).toBe(told.length);
}

/** The owner asks for the link and pays at the stand-in's checkout with the given status (not notified yet). */
async function pay(state: State, status = 'approved') {
  const answer = await link(state);
  expect(answer.status).toBe(200);
  return standIn.pay(preferenceOf(answer.body.data.checkInUrl), status);
}

describe('Mercado Pago Checkout Pro (issue 34)', () => {
  it('creates one preference per registration through the SDK at the configured base URL, and reuses it on a second request', async () => {
    const state = await owner();
    const before = standIn.calls.length;
    const first = await link(state);
    expect(first.status).toBe(200);
    // The answer is rewritten with the preference's link: no stale Content-Length from the demo link's body.
    expect(first.headers.get('content-length')).toBeNull();
    expect(first.body.data.checkInUrl).toMatch(new RegExp(`^${standIn.url}/checkout/v1/redirect\\?pref_id=`));
    const second = await link(state);
    expect(second.body.data.checkInUrl).toBe(first.body.data.checkInUrl);
    const created = standIn.calls.slice(before).filter((c) => c.method === 'POST' && c.path === '/checkout/preferences');
    expect(created).toHaveLength(1);
    expect(created[0]!.idempotencyKey).toMatch(/^preferencia-\d+$/);
    const body = created[0]!.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(body).toMatchObject({
      external_reference: String(state.registrationId),
      back_urls: { success: `${SITE}/dashboard/competitions/payment/success`, failure: `${SITE}/dashboard/competitions/payment/success` },
      notification_url: `${SITE}/api/payments/notifications/mercadopago`,
      payment_methods: { installments: state.installments },
      expires: true,
      items: [{ quantity: 1, currency_id: 'ARS' }],
    });
    // The price's deadline is the end of its Argentine day.
    expect(body.expiration_date_to).toBe(state.priceEnd);
    expect(body.expiration_date_to).toMatch(/T23:59:59\.999-03:00$/);
    expect(body.items[0].unit_price).toBeGreaterThan(0);
    // The SDK went to the stand-in, not to api.mercadopago.com (the static this adapter relies on still exists).
    expect(AppConfig.BASE_URL).toBe(standIn.url);
  });

  it('opens a card link as the write it is: no rule fails first on the read-only image, nothing is logged', async () => {
    const state = await owner();
    const logged = vi.spyOn(console, 'error');
    try {
      expect((await link(state)).status).toBe(200);
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('approves only from a verified notification and the payment read back from Mercado Pago', async () => {
    const state = await owner();
    const payment = await pay(state, 'approved');
    // Paid at Mercado Pago, but nobody told the API yet: nothing changes.
    expect(await registration(state)).toMatchObject({ status: 'registered', payment_status: 'unpaid', team_number: null });
    const notified = await standIn.notify(payment.id);
    expect(notified.status).toBe(200);
    expect(await registration(state)).toMatchObject({ status: 'accepted', payment_status: 'paid' });
    expect((await registration(state)).team_number).toEqual(expect.any(Number));
    const [recorded] = await cardPayments(state);
    expect(recorded).toMatchObject({
      status: 'approved',
      provider_status: 'approved',
      mercadopago_payment_id: String(payment.id),
      card_facts: { status_detail: 'accredited', payment_method: 'visa', installments: payment.installments },
    });
    const read = standIn.calls.filter((c) => c.method === 'GET' && c.path === `/v1/payments/${payment.id}`);
    expect(read.length).toBeGreaterThanOrEqual(1);
    await expectOneEachMember(state, 'payment_approved');
  });

  it('refuses a forged, stale or unsigned notification with 401 and changes nothing', async () => {
    const state = await owner();
    const payment = await pay(state, 'approved');
    const reads = () => standIn.calls.filter((c) => c.path === `/v1/payments/${payment.id}`).length;
    const forged = await standIn.notify(payment.id, { secret: 'otro-secreto' });
    const stale = await standIn.notify(payment.id, { ts: Math.floor(Date.now() / 1000) - 3600 });
    const unsigned = await standIn.notify(payment.id, { unsigned: true });
    for (const answer of [forged, stale, unsigned]) {
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ statusCode: 401, message: 'Notificación rechazada: la firma no es válida o venció' });
    }
    // Refused before anything is read from Mercado Pago or written.
    expect(reads()).toBe(0);
    expect(await cardPayments(state)).toHaveLength(0);
    expect(await registration(state)).toMatchObject({ payment_status: 'unpaid' });
    expect(logLines.some((l) => l.includes('SignatureMismatch'))).toBe(true);
    expect(logLines.some((l) => l.includes('TimestampOutOfTolerance'))).toBe(true);
  });

  it('ignores a notification for a payment Mercado Pago does not know, with a log line', async () => {
    const state = await owner();
    const answer = await api.app.fetch(standIn.notification(`${SITE}/api/payments/notifications/mercadopago`, 999000111));
    expect(answer.status).toBe(200);
    expect(await cardPayments(state)).toHaveLength(0);
    expect(logLines.some((l) => l.includes('Mercado Pago no conoce el pago') && l.includes('999000111'))).toBe(true);
  });

  it('changes nothing twice for duplicate and out-of-order notifications', async () => {
    const state = await owner();
    const payment = await pay(state, 'in_process');
    expect((await standIn.notify(payment.id)).status).toBe(200);
    expect(await registration(state)).toMatchObject({ status: 'payment_in_progress', payment_status: 'pending' });
    standIn.change(payment.id, 'approved');
    for (let i = 0; i < 3; i++) expect((await standIn.notify(payment.id)).status).toBe(200);
    const approved = await registration(state);
    expect(approved).toMatchObject({ status: 'accepted', payment_status: 'paid' });
    // A read that raced the approval and saw it still in process arrives last: it does not move the payment back.
    const stale = { ...standIn.payments.get(payment.id)!, status: 'in_process' } as unknown as PaymentResponse;
    expect(await applyMercadoPagoPayment(api.store, stale, new Date())).toEqual({ outcome: 'unchanged', refundDue: false });
    expect(await registration(state)).toEqual(approved);
    expect(await cardPayments(state)).toHaveLength(1);
    await expectOneEachMember(state, 'payment_approved');
  });

  it.each([
    ['refunded', 'devuelto'],
    ['charged_back', 'contracargo'],
  ])('reopens the payment when an approved payment is %s, and tells the team', async (status, words) => {
    const state = await owner();
    const payment = await pay(state, 'approved');
    await standIn.notify(payment.id);
    expect(await registration(state)).toMatchObject({ payment_status: 'paid' });
    standIn.change(payment.id, status);
    expect((await standIn.notify(payment.id)).status).toBe(200);
    expect(await registration(state)).toMatchObject({ status: 'registered', payment_status: 'unpaid', team_number: null });
    expect((await cardPayments(state))[0]).toMatchObject({ status: 'rejected', provider_status: status });
    const [reversal] = await rows<{ doc: { custom_data: Record<string, string> } }>(
      url,
      "SELECT doc FROM user_notifications WHERE doc->>'type' = 'payment_reversed' AND (doc->>'team_id')::int = $1",
      [state.teamId],
    );
    expect(reversal!.doc.custom_data.reason).toContain(words);
    // The team can pay again: a new link (and preference) is handed out.
    const again = await link(state);
    expect(again.status).toBe(200);
    // A repeated refund notification changes nothing more.
    const told = (await notificationsOf(state, 'payment_reversed')).length;
    expect((await standIn.notify(payment.id)).status).toBe(200);
    expect(await notificationsOf(state, 'payment_reversed')).toHaveLength(told);
  });

  it('never approves from the result page’s parameters: the payment_id is read back from Mercado Pago', async () => {
    const state = await owner();
    // An id Mercado Pago does not know: 404, nothing recorded.
    const madeUp = await api.call('POST', '/api/payments', { token: state.accessToken, body: { payment_id: '1234567' } });
    expect(madeUp.status).toBe(404);
    // A rejected payment, whatever status the back URL claimed: recorded as rejected, the team still unpaid.
    const rejected = await pay(state, 'rejected');
    const answer = await api.call('POST', '/api/payments', { token: state.accessToken, body: { payment_id: String(rejected.id) } });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ status: 'rejected', payment_status: 'rejected', team_number: null });
    expect(await registration(state)).toMatchObject({ payment_status: 'unpaid' });
    // A payment still in process: pending, not approved.
    const inProcess = standIn.pay(rejected.preference_id, 'in_process');
    const pending = await api.call('POST', '/api/payments', { token: state.accessToken, body: { payment_id: String(inProcess.id) } });
    expect(pending.body.data).toMatchObject({ status: 'in_process', payment_status: 'pending' });
    expect(await registration(state)).toMatchObject({ status: 'payment_in_progress' });
  });

  it('journey: the captain pays at the checkout, Mercado Pago approves and notifies, the result page shows the team number', async () => {
    const state = await owner();
    const checkout = (await link(state)).body.data.checkInUrl as string;
    const page = await fetch(checkout);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pagar');
    const decided = await fetch(checkout, { method: 'POST', body: new URLSearchParams({ pref_id: preferenceOf(checkout), status: 'approved' }), redirect: 'manual' });
    expect(decided.status).toBe(303);
    const back = new URL(decided.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/dashboard/competitions/payment/success`);
    const paymentId = back.searchParams.get('payment_id')!;
    // What the result page does: register the returned id, then read its status.
    const registered = await api.call('POST', '/api/payments', { token: state.accessToken, body: { payment_id: paymentId } });
    expect([200, 201]).toContain(registered.status);
    const status = await api.call('GET', `/api/payments/${paymentId}/status`, { token: state.accessToken });
    expect(status.body.data).toMatchObject({ status: 'approved', payment_status: 'approved', team_number: expect.any(Number) });
    // The stand-in's notification had already approved it: one payment.
    expect(await cardPayments(state)).toHaveLength(1);
  });

  it('keeps the access token and the webhook secret out of every log line', () => {
    expect(logLines.length).toBeGreaterThan(10);
    for (const line of logLines) {
      expect(line).not.toContain(TOKEN);
      expect(line).not.toContain(SECRET);
    }
  });

  it('reads its settings: both secrets together, a public URL, and no stand-in in production', () => {
    const base = { NODE_ENV: 'test', PUBLIC_URL: SITE };
    expect(readConfig({ ...base }).mercadoPago).toBeNull();
    expect(readConfig({ ...base, MP_ACCESS_TOKEN: TOKEN, MP_WEBHOOK_SECRET: SECRET }).mercadoPago).toMatchObject({ publicUrl: SITE, toleranceSeconds: 300, apiBaseUrl: null });
    expect(() => readConfig({ ...base, MP_ACCESS_TOKEN: TOKEN })).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'test', MP_ACCESS_TOKEN: TOKEN, MP_WEBHOOK_SECRET: SECRET })).toThrow(/PUBLIC_URL/);
    expect(() =>
      readConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), MP_ACCESS_TOKEN: TOKEN, MP_WEBHOOK_SECRET: SECRET, MP_API_BASE_URL: 'http://127.0.0.1:9' }),
    ).toThrow(/MP_API_BASE_URL/);
  });
});

describe('a card charge the registration could not take (decision 0067)', () => {
  async function admin() {
    const login = await api.call('POST', '/api/auth/login', { body: { username: 'admin.cliente', password: DEMO_PASSWORD } });
    expect(login.status).toBe(200);
    return login.body.data.accessToken as string;
  }
  const exempt = async (state: State, token: string) =>
    expect((await api.call('PATCH', `/api/team_competitions/${state.registrationId}/exemption`, { token, body: { exemption_reason: 'vip' } })).status).toBe(200);
  const pending = async (token: string) => (await api.call('GET', '/api/competitions/overview', { token })).body.data.pending as { card_refunds_failed: number };
  const refundCalls = (paymentId: number) => standIn.calls.filter((c) => c.method === 'POST' && c.path === `/v1/payments/${paymentId}/refunds`);
  const attemptOf = async (preferenceId: string) =>
    (await rows<{ doc: Record<string, any> }>(url, "SELECT doc FROM payment_attempts WHERE doc->>'mp_preference_id' = $1", [preferenceId]))[0]!.doc; // eslint-disable-line @typescript-eslint/no-explicit-any

  /** The captain asks for the link (a preference), then an organiser exempts the team. */
  async function linkThenExempt() {
    const state = await owner();
    const answer = await link(state);
    expect(answer.status).toBe(200);
    const preferenceId = preferenceOf(answer.body.data.checkInUrl);
    const token = await admin();
    await exempt(state, token);
    return { state, preferenceId, token, checkout: answer.body.data.checkInUrl as string };
  }

  it('expires the open preference at Mercado Pago when the registration is paid another way', async () => {
    const { preferenceId, checkout } = await linkThenExempt();
    // After the answer, outside the transaction: the preference's term ends now, at the stand-in.
    await vi.waitFor(async () => expect((await attemptOf(preferenceId)).mp_preference_expired_at).toEqual(expect.any(String)), { timeout: 5_000 });
    const update = standIn.calls.find((c) => c.method === 'PUT' && c.path === `/checkout/preferences/${preferenceId}`)!;
    expect(update.body).toMatchObject({ expires: true, expiration_date_to: expect.stringMatching(/-03:00$/) });
    expect(update.idempotencyKey).toBe(`vencer-${preferenceId}`);
    expect(standIn.isExpired(preferenceId)).toBe(true);
    // The captain can no longer pay it.
    expect((await fetch(checkout)).status).toBe(410);
  });

  it('retries expiring a preference Mercado Pago did not update with the next paying write', async () => {
    standIn.preferenceUpdatesDown = true;
    let preferenceId: string;
    let state: State;
    let token: string;
    try {
      ({ preferenceId, state, token } = await linkThenExempt());
      // The SDK's own retry included: the sweep gives up and logs it.
      await vi.waitFor(() => expect(logLines.some((l) => l.includes('Mercado Pago no venció la preferencia') && l.includes(preferenceId))).toBe(true), { timeout: 5_000 });
    } finally {
      standIn.preferenceUpdatesDown = false;
    }
    expect(standIn.calls.filter((c) => c.method === 'PUT' && c.path === `/checkout/preferences/${preferenceId}`).length).toBeGreaterThan(0);
    expect(standIn.isExpired(preferenceId)).toBe(false);
    expect((await attemptOf(preferenceId)).mp_preference_expired_at).toBeUndefined();
    // The next write of a paying call (the exemption removed) sweeps again: expired now, and still never handed out.
    expect((await api.call('DELETE', `/api/team_competitions/${state.registrationId}/exemption`, { token })).status).toBe(200);
    await vi.waitFor(async () => expect((await attemptOf(preferenceId)).mp_preference_expired_at).toEqual(expect.any(String)), { timeout: 5_000 });
    expect(standIn.isExpired(preferenceId)).toBe(true);
    const again = await link(state);
    expect(preferenceOf(again.body.data.checkInUrl)).not.toBe(preferenceId);
  });

  it('expires at start the preferences of links closed before the API restarted', async () => {
    standIn.preferenceUpdatesDown = true;
    let preferenceId: string;
    try {
      ({ preferenceId } = await linkThenExempt());
      await vi.waitFor(() => expect(logLines.some((l) => l.includes('Mercado Pago no venció la preferencia') && l.includes(preferenceId))).toBe(true), { timeout: 5_000 });
    } finally {
      standIn.preferenceUpdatesDown = false;
    }
    expect(standIn.isExpired(preferenceId)).toBe(false);
    // A restart with no paying write after it: the start's own sweep expires it.
    await api.close();
    api = await apiOn(url, undefined, { MP_ACCESS_TOKEN: TOKEN, MP_WEBHOOK_SECRET: SECRET, MP_API_BASE_URL: standIn.url, PUBLIC_URL: SITE }, createLogger('info', sink));
    await vi.waitFor(async () => expect((await attemptOf(preferenceId)).mp_preference_expired_at).toEqual(expect.any(String)), { timeout: 5_000 });
    expect(standIn.isExpired(preferenceId)).toBe(true);
  });

  it('refunds once a card approved after the registration was paid another way, records it as not approved, and tells the team', async () => {
    const { state, preferenceId, token } = await linkThenExempt();
    const before = await registration(state);
    const numberBefore = (await pending(token)).card_refunds_failed;
    // The race: the captain paid at Mercado Pago just before the preference expired.
    const payment = standIn.pay(preferenceId, 'approved');
    // Mercado Pago notifies twice at once: one refund, whichever asks first.
    const answers = await Promise.all([standIn.notify(payment.id), standIn.notify(payment.id)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(standIn.refunds.get(payment.id)).toHaveLength(1);
    for (const call of refundCalls(payment.id)) expect(call.idempotencyKey).toBe(`devolucion-${payment.id}`);
    expect(standIn.payments.get(payment.id)!.status).toBe('refunded');

    const [recorded] = await cardPayments(state);
    expect(recorded).toMatchObject({
      status: 'rejected',
      mercadopago_payment_id: String(payment.id),
      card_refund: { reason: 'already_paid', status: 'refunded', failure: null, refunded_at: expect.any(String) },
    });
    // Never counted: the registration is as the exemption left it.
    expect(await registration(state)).toEqual(before);
    expect(await notificationsOf(state, 'payment_approved')).toHaveLength(0);

    // Mercado Pago then notifies the refunded payment: nothing more is refunded, the team was told once.
    expect((await standIn.notify(payment.id)).status).toBe(200);
    expect(standIn.refunds.get(payment.id)).toHaveLength(1);
    await expectOneEachMember(state, 'card_charge_refunded');
    const [notice] = await rows<{ doc: { title: string } }>(url, "SELECT doc FROM user_notifications WHERE doc->>'type' = 'card_charge_refunded' AND (doc->>'team_id')::int = $1", [state.teamId]);
    expect(notice!.doc.title).toBe(cardPaymentNoticeTexts.card_charge_refunded.title);

    // The captain's result page reads it as returned, not approved.
    const result = await api.call('GET', `/api/payments/${payment.id}/status`, { token: state.accessToken });
    expect(result.body.data).toMatchObject({ payment_status: 'rejected', refund_reason: 'already_paid' });

    // The organisers see it in the payment's detail; nothing waits in 'Para hacer'.
    const detail = await api.call('GET', `/api/payments/${(await rows<{ id: number }>(url, "SELECT id FROM payments WHERE doc->>'mercadopago_payment_id' = $1", [String(payment.id)]))[0]!.id}`, { token });
    expect(detail.body.data).toMatchObject({ payment_status: 'rejected', to_do: null, card: { provider_status: 'refunded', refund: { reason: 'already_paid', status: 'refunded' } } });
    expect((await pending(token)).card_refunds_failed).toBe(numberBefore);
  });

  it("shows a refund Mercado Pago did not answer in 'Para hacer' with its payment id, and clears it when a later notification refunds it", async () => {
    const { state, preferenceId, token } = await linkThenExempt();
    const before = (await pending(token)).card_refunds_failed;
    const payment = standIn.pay(preferenceId, 'approved');
    standIn.refundsDown = true;
    try {
      // Unanswered: 503, so Mercado Pago sends the notification again.
      expect((await standIn.notify(payment.id)).status).toBe(503);
    } finally {
      standIn.refundsDown = false;
    }
    expect(standIn.payments.get(payment.id)!.status).toBe('approved');
    expect((await cardPayments(state))[0]).toMatchObject({ status: 'rejected', card_refund: { status: 'failed', failure: expect.stringContaining('Mercado Pago no respondió') } });
    expect((await pending(token)).card_refunds_failed).toBe(before + 1);
    const list = await api.call('GET', '/api/payments', { token });
    const waiting = (list.body.data as { to_do: string | null; mercadopago_payment_id: string | null }[]).filter((p) => p.to_do === 'card_refund');
    expect(waiting.map((p) => p.mercadopago_payment_id)).toContain(String(payment.id));
    expect(await notificationsOf(state, 'card_charge_refunded')).toHaveLength(0);

    // Mercado Pago's next delivery: the refund is asked again with the same key, and made once.
    expect((await standIn.notify(payment.id)).status).toBe(200);
    expect(standIn.refunds.get(payment.id)).toHaveLength(1);
    expect(new Set(refundCalls(payment.id).map((c) => c.idempotencyKey))).toEqual(new Set([`devolucion-${payment.id}`]));
    expect((await cardPayments(state))[0]).toMatchObject({ card_refund: { status: 'refunded', failure: null } });
    expect((await pending(token)).card_refunds_failed).toBe(before);
    await expectOneEachMember(state, 'card_charge_refunded');
  });

  it('answers the result page of a duplicate charge even while the refund gets no answer (the notifications retry it)', async () => {
    const { state, preferenceId } = await linkThenExempt();
    const payment = standIn.pay(preferenceId, 'approved');
    standIn.refundsDown = true;
    try {
      const registered = await api.call('POST', '/api/payments', { token: state.accessToken, body: { payment_id: String(payment.id) } });
      expect(registered.status).toBe(201);
      expect(registered.body.data).toMatchObject({ payment_status: 'rejected', refund_reason: 'already_paid', team_number: expect.any(Number) });
    } finally {
      standIn.refundsDown = false;
    }
    expect((await cardPayments(state))[0]).toMatchObject({ card_refund: { status: 'failed' } });
    expect((await standIn.notify(payment.id)).status).toBe(200);
    expect((await cardPayments(state))[0]).toMatchObject({ card_refund: { status: 'refunded' } });
  });

  it('records a refund Mercado Pago refuses as failed with its reason, for the organisers to settle by hand', async () => {
    const { state, preferenceId, token } = await linkThenExempt();
    const payment = standIn.pay(preferenceId, 'approved');
    // Refunded by hand at Mercado Pago already, but the read raced it: Mercado Pago refuses the refund (400).
    const read = { ...payment } as unknown as PaymentResponse;
    standIn.change(payment.id, 'charged_back');
    expect((await applyMercadoPagoPayment(api.store, read, new Date())).refundDue).toBe(true);
    const { refundRefusedCharge } = await import('../../server/payments/mercado-pago/refunds');
    const { mercadoPagoApi } = await import('../../server/payments/mercado-pago/client');
    const outcome = await refundRefusedCharge(api.store, mercadoPagoApi({ accessToken: TOKEN, apiBaseUrl: standIn.url }), String(payment.id), () => new Date());
    expect(outcome.outcome).toBe('failed');
    expect((await cardPayments(state))[0]).toMatchObject({ card_refund: { status: 'failed', failure: expect.stringContaining('Mercado Pago rechazó la devolución (400') } });
    expect((await pending(token)).card_refunds_failed).toBeGreaterThan(0);
    // Mercado Pago's notification of the charge-back: the money went back, nothing waits any more.
    expect((await standIn.notify(payment.id)).status).toBe(200);
    expect((await cardPayments(state))[0]).toMatchObject({ card_refund: { status: 'refunded' } });
  });
});

describe('without Mercado Pago configured', () => {
  let demo: TestApi;
  beforeAll(async () => {
    demo = await apiOn(await cluster.newDatabase());
  });
  afterAll(() => demo?.close());

  it('keeps the demonstration checkout and refuses every notification', async () => {
    const state = await given(demo, 'a team owner with an unpaid registration can pay by card');
    const answer = await demo.call('GET', `/api/payment_attempts/${state.competitionId}/${state.priceId}`, { token: state.accessToken });
    expect(new URL(answer.body.data.checkInUrl).pathname).toBe('/demo-checkout');
    const notified = await demo.app.fetch(standIn.notification('http://127.0.0.1/api/payments/notifications/mercadopago', 1));
    expect(notified.status).toBe(401);
  });
});
