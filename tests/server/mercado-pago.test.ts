import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
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

beforeAll(async () => {
  cluster = await postgresCluster();
  url = await cluster.newDatabase();
  standIn = new MercadoPagoStandIn({ accessToken: TOKEN, webhookSecret: SECRET, deliver: (request) => Promise.resolve(api.app.fetch(request)) });
  await standIn.start();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
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
    expect(await applyMercadoPagoPayment(api.store, stale, new Date())).toEqual({ outcome: 'unchanged' });
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
