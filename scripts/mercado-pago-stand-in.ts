import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in for the part of Mercado Pago's API the provider uses (issue 34), following
 * its public documentation, so tests run with no network: the SDK is pointed at it with
 * MP_API_BASE_URL.
 *
 *   POST /checkout/preferences      create a Checkout Pro preference → {id, init_point, …}
 *   GET  /checkout/preferences/{id}
 *   PUT  /checkout/preferences/{id}  update a preference (the server ends its term: expires,
 *                                   expiration_date_to); an expired preference's checkout takes no payment.
 *                                   `preferenceUpdatesDown` answers 503 without changing it.
 *   GET  /v1/payments/{id}          read a payment → {id, status, status_detail, external_reference,
 *                                   metadata, payment_method_id, installments, …}; 404 when unknown
 *   POST /v1/payments/{id}/refunds  a total refund (empty body) → 201 {id, payment_id, amount, status:
 *                                   'approved', …}; the payment reads 'refunded' afterwards. The
 *                                   X-Idempotency-Key replays the first answer; a payment that is not
 *                                   approved any more → 400 (code 2063); unknown → 404 (code 2000).
 *                                   `refundsDown` answers 503 without refunding (Mercado Pago down).
 *   GET  /checkout/v1/redirect?pref_id=…   a plain checkout page (approve, leave in process, reject)
 *                                   that, like Mercado Pago, notifies the preference's notification_url
 *                                   (signed) and sends the payer to its back URL with payment_id and status
 *
 * Every API call needs `Authorization: Bearer <access token>` (401 otherwise). Tests drive it
 * directly too: `pay` a preference, `change` a payment's status (refund, charge-back) and
 * `notify` the server with a signed (or forged, or stale) notification.
 *
 * Signature (Mercado Pago's "Notificaciones > Webhooks"): header
 * `x-signature: ts=<seconds>,v1=<hex HMAC-SHA256 of the manifest with the webhook secret>`, manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, data.id as in the query string (lower case when
 * alphanumeric), plus `x-request-id`. URL `<notification_url>?data.id=<id>&type=payment`, body
 * `{action, api_version, data: {id}, date_created, id, live_mode, type: 'payment', user_id}`.
 *
 * `npm run mp:stand-in` (scripts/mercado-pago-stand-in.ts) runs it on MP_STAND_IN_PORT for the
 * Playwright journey and by hand.
 */
export type StandInRefund = {
  id: number;
  payment_id: number;
  amount: number;
  metadata: Record<string, unknown>;
  source: { id: string; name: string; type: string };
  date_created: string;
  unique_sequence_number: null;
  refund_mode: 'standard';
  adjustment_amount: number;
  status: 'approved';
  reason: null;
};

export type StandInPayment = {
  id: number;
  status: string;
  status_detail: string;
  external_reference: string | null;
  metadata: Record<string, unknown>;
  transaction_amount: number;
  installments: number;
  payment_method_id: string;
  payment_type_id: string;
  currency_id: string;
  date_created: string;
  date_last_updated: string;
  preference_id: string;
  live_mode: false;
};

type Preference = Record<string, unknown> & {
  id: string;
  init_point: string;
  notification_url?: string;
  external_reference?: string;
  metadata?: Record<string, unknown>;
  back_urls?: { success?: string; pending?: string; failure?: string };
  items?: { unit_price?: number; title?: string }[];
  payment_methods?: { installments?: number };
  expires?: boolean;
  expiration_date_to?: string;
};

export type Delivery = (request: Request) => Promise<Response>;

export type NotifyOptions = {
  /** Sign with another secret (a forged notification). */
  secret?: string;
  /** The signed timestamp, in seconds (a stale notification is signed long ago). */
  ts?: number;
  /** Leave the signature out. */
  unsigned?: boolean;
  requestId?: string;
};

/** Mercado Pago's x-signature for a notification of data.id. */
export function signNotification(secret: string, dataId: string, requestId: string, ts: number): string {
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  const v1 = createHmac('sha256', secret).update(`id:${id};request-id:${requestId};ts:${ts};`).digest('hex');
  return `ts=${ts},v1=${v1}`;
}

const statusDetails: Record<string, string> = {
  approved: 'accredited',
  in_process: 'pending_contingency',
  pending: 'pending_waiting_payment',
  rejected: 'cc_rejected_insufficient_amount',
  refunded: 'refunded',
  charged_back: 'settled',
  cancelled: 'expired',
  in_mediation: 'in_mediation',
};

export class MercadoPagoStandIn {
  readonly preferences = new Map<string, Preference>();
  readonly payments = new Map<number, StandInPayment>();
  /** Every call the API made, for tests that check what was asked. */
  readonly calls: { method: string; path: string; body: unknown; idempotencyKey: string | null }[] = [];
  /** The status each notification got from the server (GET /__stand-in/deliveries shows them). */
  readonly deliveries: { paymentId: number; status: number }[] = [];
  /** The refunds made, by payment. */
  readonly refunds = new Map<number, StandInRefund[]>();
  /** The first answer to each refund's idempotency key, replayed to a retry. */
  private readonly refundAnswers = new Map<string, { status: number; body: unknown }>();
  /** While true, every refund call answers 503 and refunds nothing (Mercado Pago down). */
  refundsDown = false;
  /** While true, every preference update answers 503 and changes nothing. */
  preferenceUpdatesDown = false;
  private server: Server | null = null;
  private nextPayment = 1_320_000_001;
  private nextRefund = 2_100_000_001;
  url = '';

  constructor(
    private readonly options: { accessToken: string; webhookSecret: string; deliver?: Delivery; now?: () => Date },
  ) {}

  private now = () => this.options.now?.() ?? new Date();

  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const request = new Request(`http://127.0.0.1${req.url}`, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
        });
        void this.answer(request).then(async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(await response.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
    return this.url;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private json(status: number, body: unknown) {
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }

  async answer(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, '');
    if (path === '/__stand-in/deliveries') return this.json(200, this.deliveries);
    if (path === '/checkout/v1/redirect') return request.method === 'POST' ? this.checkoutDecision(request) : this.checkoutPage(url);
    const body = request.method === 'GET' ? null : await request.json().catch(() => null);
    this.calls.push({ method: request.method, path, body, idempotencyKey: request.headers.get('x-idempotency-key') });
    if (request.headers.get('authorization') !== `Bearer ${this.options.accessToken}`) {
      return this.json(401, { message: 'invalid access token', error: 'unauthorized', status: 401, cause: [] });
    }
    if (request.method === 'POST' && path === '/checkout/preferences') return this.json(201, this.createPreference(body as Record<string, unknown>));
    const preference = /^\/checkout\/preferences\/([\w-]+)$/.exec(path);
    if ((request.method === 'GET' || request.method === 'PUT') && preference) {
      const found = this.preferences.get(preference[1]!);
      if (!found) return this.json(404, { message: 'preference not found', error: 'not_found', status: 404, cause: [] });
      // An update changes the fields it names (Mercado Pago's PUT /checkout/preferences/{id}).
      if (request.method === 'PUT' && this.preferenceUpdatesDown) return this.json(503, { message: 'service unavailable', error: 'internal_error', status: 503, cause: [] });
      if (request.method === 'PUT') Object.assign(found, body as Record<string, unknown>, { id: found.id, init_point: found.init_point });
      return this.json(200, found);
    }
    const refund = /^\/v1\/payments\/(\d+)\/refunds$/.exec(path);
    if (request.method === 'POST' && refund) return this.refund(Number(refund[1]), request.headers.get('x-idempotency-key'));
    const payment = /^\/v1\/payments\/(\d+)$/.exec(path);
    if (request.method === 'GET' && payment) {
      const found = this.payments.get(Number(payment[1]));
      return found ? this.json(200, found) : this.json(404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [{ code: 2000, description: 'Payment not found' }] });
    }
    return this.json(404, { message: 'resource not found', error: 'not_found', status: 404, cause: [] });
  }

  private createPreference(body: Record<string, unknown>): Preference {
    const id = `123456789-${randomUUID()}`;
    const preference: Preference = {
      ...body,
      id,
      collector_id: 123456789,
      client_id: '987654321',
      date_created: this.now().toISOString(),
      operation_type: 'regular_payment',
      init_point: `${this.url}/checkout/v1/redirect?pref_id=${id}`,
      sandbox_init_point: `${this.url}/checkout/v1/redirect?pref_id=${id}`,
    };
    this.preferences.set(id, preference);
    return preference;
  }

  /** Whether a preference's term has ended (expires with expiration_date_to in the past). */
  isExpired(preferenceId: string): boolean {
    const preference = this.preferences.get(preferenceId);
    const to = preference?.expires ? Date.parse(preference.expiration_date_to ?? '') : NaN;
    return !Number.isNaN(to) && to <= this.now().getTime();
  }

  /** A total refund, as Mercado Pago's POST /v1/payments/{id}/refunds answers it. */
  private refund(paymentId: number, idempotencyKey: string | null): Response {
    if (this.refundsDown) return this.json(503, { message: 'service unavailable', error: 'internal_error', status: 503, cause: [] });
    const replay = idempotencyKey ? this.refundAnswers.get(idempotencyKey) : undefined;
    if (replay) return this.json(replay.status, replay.body);
    const answer = this.refundAnswer(paymentId);
    if (idempotencyKey) this.refundAnswers.set(idempotencyKey, answer);
    return this.json(answer.status, answer.body);
  }

  private refundAnswer(paymentId: number): { status: number; body: unknown } {
    const payment = this.payments.get(paymentId);
    if (!payment) return { status: 404, body: { message: 'Payment not found', error: 'not_found', status: 404, cause: [{ code: 2000, description: 'Payment not found' }] } };
    if (payment.status !== 'approved' && payment.status !== 'authorized') {
      const description = 'The action requested is not valid for the current payment state';
      return { status: 400, body: { message: description, error: 'bad_request', status: 400, cause: [{ code: 2063, description }] } };
    }
    const made: StandInRefund = {
      id: this.nextRefund++,
      payment_id: payment.id,
      amount: payment.transaction_amount,
      metadata: {},
      source: { id: '123456789', name: 'Club (simulado)', type: 'collector' },
      date_created: this.now().toISOString(),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
      reason: null,
    };
    this.refunds.set(payment.id, [...(this.refunds.get(payment.id) ?? []), made]);
    this.change(payment.id, 'refunded');
    return { status: 201, body: made };
  }

  /** The payer pays a preference at the checkout: a new payment with the given status. */
  pay(preferenceId: string, status = 'approved', facts: { installments?: number; payment_method_id?: string } = {}): StandInPayment {
    const preference = this.preferences.get(preferenceId);
    if (!preference) throw new Error(`Preferencia desconocida: ${preferenceId}`);
    const at = this.now().toISOString();
    const payment: StandInPayment = {
      id: this.nextPayment++,
      status,
      status_detail: statusDetails[status] ?? status,
      external_reference: preference.external_reference ?? null,
      // Mercado Pago copies the preference's metadata onto its payments.
      metadata: preference.metadata ?? {},
      transaction_amount: Number(preference.items?.[0]?.unit_price ?? 0),
      installments: facts.installments ?? Math.min(3, preference.payment_methods?.installments ?? 1),
      payment_method_id: facts.payment_method_id ?? 'visa',
      payment_type_id: 'credit_card',
      currency_id: 'ARS',
      date_created: at,
      date_last_updated: at,
      preference_id: preferenceId,
      live_mode: false,
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  /** A later change on Mercado Pago's side: approved after in process, refunded, charged back. */
  change(paymentId: number, status: string) {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`Pago desconocido: ${paymentId}`);
    Object.assign(payment, { status, status_detail: statusDetails[status] ?? status, date_last_updated: this.now().toISOString() });
  }

  /** The signed notification Mercado Pago sends for a payment, as a Request (not sent). */
  notification(notificationUrl: string, dataId: string | number, options: NotifyOptions = {}): Request {
    const id = String(dataId);
    const requestId = options.requestId ?? randomUUID();
    const ts = options.ts ?? Math.floor(this.now().getTime() / 1000);
    const url = new URL(notificationUrl);
    url.searchParams.set('data.id', id);
    url.searchParams.set('type', 'payment');
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': requestId };
    if (!options.unsigned) headers['x-signature'] = signNotification(options.secret ?? this.options.webhookSecret, id, requestId, ts);
    const body = {
      action: 'payment.updated',
      api_version: 'v1',
      data: { id },
      date_created: this.now().toISOString(),
      id: Date.now(),
      live_mode: false,
      type: 'payment',
      user_id: '123456789',
    };
    return new Request(url, { method: 'POST', headers, body: JSON.stringify(body) });
  }

  /** Sends the notification of a payment to its preference's notification_url. */
  async notify(paymentId: number, options: NotifyOptions = {}): Promise<Response> {
    const payment = this.payments.get(paymentId);
    const preference = payment ? this.preferences.get(payment.preference_id) : undefined;
    if (!preference?.notification_url) throw new Error(`Sin URL de notificación para el pago ${paymentId}`);
    const request = this.notification(preference.notification_url, paymentId, options);
    const answer = await (this.options.deliver ?? fetch)(request);
    this.deliveries.push({ paymentId, status: answer.status });
    return answer;
  }

  private checkoutPage(url: URL): Response {
    const id = url.searchParams.get('pref_id') ?? '';
    const preference = this.preferences.get(id);
    const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    if (preference && this.isExpired(preference.id)) {
      return new Response('<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Mercado Pago (simulado)</title></head><body><main><h1>Este link de pago venció</h1></main></body></html>', {
        status: 410,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    }
    const body = preference
      ? `<h1>Mercado Pago (simulado)</h1><p>${escape(String(preference.items?.[0]?.title ?? ''))}</p><p>Total: $ ${escape(String(preference.items?.[0]?.unit_price ?? ''))}</p>
<form method="post"><input type="hidden" name="pref_id" value="${escape(id)}">
<button name="status" value="approved">Pagar</button> <button name="status" value="in_process">Dejar en proceso</button> <button name="status" value="rejected">Rechazar</button></form>`
      : '<h1>Preferencia desconocida</h1>';
    return new Response(`<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Mercado Pago (simulado)</title></head><body><main>${body}</main></body></html>`, {
      status: preference ? 200 : 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }

  /** The payer's choice at the checkout: the payment, its notification, then the back URL (auto_return). */
  private async checkoutDecision(request: Request): Promise<Response> {
    const form = new URLSearchParams(await request.text());
    const preference = this.preferences.get(form.get('pref_id') ?? '');
    if (!preference || this.isExpired(preference.id)) return this.checkoutPage(new URL(`${request.url.split('?')[0]}?pref_id=${encodeURIComponent(form.get('pref_id') ?? '')}`));
    const payment = this.pay(preference.id, form.get('status') ?? 'approved');
    const delivered = await this.notify(payment.id).catch((error: unknown) => error);
    if (delivered instanceof Error) console.error('El stand-in no pudo notificar:', delivered.message);
    const back = new URL(preference.back_urls?.success ?? '/');
    for (const [k, v] of Object.entries({
      collection_id: String(payment.id),
      collection_status: payment.status,
      payment_id: String(payment.id),
      status: payment.status,
      external_reference: payment.external_reference ?? 'null',
      payment_type: 'credit_card',
      merchant_order_id: String(payment.id + 7),
      preference_id: preference.id,
      site_id: 'MLA',
      processing_mode: 'aggregator',
      merchant_account_id: 'null',
    })) {
      back.searchParams.set(k, v);
    }
    return new Response(null, { status: 303, headers: { Location: back.href } });
  }
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const standIn = new MercadoPagoStandIn({
    accessToken: process.env.MP_ACCESS_TOKEN ?? 'TEST-stand-in',
    webhookSecret: process.env.MP_WEBHOOK_SECRET ?? 'secreto-del-webhook',
  });
  const url = await standIn.start(Number(process.env.MP_STAND_IN_PORT ?? 0));
  console.info(`Mercado Pago (stand-in) en ${url}`);
}
