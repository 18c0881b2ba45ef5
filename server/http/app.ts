import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { timeout } from 'hono/timeout';
import { HTTPException } from 'hono/http-exception';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Config } from '../config';
import type { Logger } from '../log';
import type { SignInLimits } from '../security/sign-in-limits';
import type { Store } from '../store/store';
import { answerApi } from './api';
import { compressLargeJson } from './compress-large-json';
import { cardProvider } from '../payments/card-provider';
import { tooLarge, unavailable } from './failures';
import { LeaderboardEvents } from './leaderboard-events';
import { LEADERBOARD_EVENTS_PATH } from '@contracts/leaderboard';
import { competitionsApiMessages } from '@contracts/competitions-messages';
import { idMessages } from '@contracts/core/fields';

/**
 * The production API as a function of its dependencies (Hono: `app.fetch` is Request →
 * Response), built once by server/main.ts and called in-process by the tests.
 *
 *   GET /healthz        the process is alive
 *   GET /readyz         the database answers (nginx and orchestrators stop sending when not)
 *   /api/*              the contract (contracts/, SPEC §7)
 *   /demo-checkout      the card provider's routes: the demonstration checkout while no real one
 *                       is configured; with Mercado Pago, its webhook and its part in the payment
 *                       link and POST /api/payments (server/payments/card-provider.ts)
 *   /api/leaderboard/events  the live leaderboard as Server-Sent Events (leaderboard-events.ts)
 *   /__mock/*           test controls (reset, provider states), only with API_TEST_CONTROLS=on
 */
export type AppDeps = { config: Config; store: Store; logger: Logger; signIn: SignInLimits; now?: () => Date; leaderboard?: LeaderboardEvents };

/** A request id nginx sent, if it looks like one; otherwise a new one. */
const REQUEST_ID = /^[\w.-]{8,128}$/;

/** From this size the API gzips a JSON answer itself (compress-large-json.ts): the admins' lists of a large tournament. */
export const LARGE_JSON_BYTES = 64 * 1024;

export function createApp(deps: AppDeps): Hono {
  const { config, store, logger } = deps;
  const app = new Hono();
  const api = { store, logger, signIn: deps.signIn };

  app.use(requestId({ headerName: 'X-Request-Id', generator: () => crypto.randomUUID(), limitLength: 128 }));
  app.use('*', async (c, next) => {
    const sent = c.req.header('x-request-id');
    if (sent && !REQUEST_ID.test(sent)) c.set('requestId', crypto.randomUUID());
    await next();
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await store.database.ping();
      return c.json({ status: 'ready' });
    } catch {
      return unavailable();
    }
  });

  type Ctx = Parameters<Parameters<typeof app.use>[1]>[0];
  const address = (c: Ctx) => {
    if (config.TRUST_PROXY === 'on') {
      // nginx appends the address it saw last: the only entry a client cannot make up.
      const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
      if (forwarded) return forwarded;
    }
    try {
      return getConnInfo(c).remote.address ?? 'desconocida';
    } catch {
      return 'desconocida';
    }
  };

  const guarded = [
    bodyLimit({ maxSize: config.BODY_LIMIT_BYTES, onError: () => tooLarge() }),
    timeout(config.REQUEST_TIMEOUT_MS, () => new HTTPException(503, { res: unavailable() })),
  ] as const;

  /**
   * The request as the browser made it: links the API hands out (the card checkout's) are
   * made absolute from its origin, which behind nginx is the site's (X-Forwarded-Proto and
   * -Host), or PUBLIC_URL's when set.
   */
  const asPublic = (c: Ctx, raw: Request): Request => {
    const url = new URL(raw.url);
    if (config.PUBLIC_URL) {
      const site = new URL(config.PUBLIC_URL);
      url.protocol = site.protocol;
      url.host = site.host;
    } else if (config.TRUST_PROXY === 'on') {
      const proto = c.req.header('x-forwarded-proto');
      const host = c.req.header('x-forwarded-host');
      if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`;
      if (host && /^[\w.-]+(:\d+)?$/.test(host)) url.host = host;
    }
    return url.href === raw.url ? raw : new Request(url, raw);
  };
  // Tracked until the answer is ready, which may be after the timeout answered or the client left: shutdown waits for it (server/main.ts).
  const answerFor = (c: Ctx, request: Request) => store.inFlight.track(() => answerApi(api, asPublic(c, request), { address: address(c), requestId: c.get('requestId') }));
  const toApi = (c: Ctx) => answerFor(c, c.req.raw);

  const provider = cardProvider(config);
  logger.info({ provider: provider.name }, 'proveedor de pagos con tarjeta');
  app.use('/api/*', compressLargeJson(LARGE_JSON_BYTES), ...guarded);
  // The provider's routes first: Mercado Pago takes part in the payment link and POST /payments, and has its webhook.
  app.route('/', provider.routes({ store, logger, api: answerFor, ...(deps.now ? { now: deps.now } : {}) }));
  // Before the contract's routes: a stream, not a JSON answer (docs/decisions/0074).
  const leaderboard = deps.leaderboard ?? new LeaderboardEvents(store, logger);
  app.get(`/api${LEADERBOARD_EVENTS_PATH}`, async (c) => {
    const raw = c.req.query('competition_id') ?? '';
    if (!/^[1-9]\d{0,8}$/.test(raw)) return c.json({ statusCode: 400, message: `Parámetro inválido (competition_id: ${idMessages.invalid})` }, 400);
    const stream = await leaderboard.open(Number(raw), c.req.raw.signal);
    if (stream === 'not-found') return c.json({ statusCode: 404, message: competitionsApiMessages.notFound }, 404);
    if (stream === 'full') return unavailable();
    return stream;
  });
  app.all('/api/*', toApi);
  if (config.API_TEST_CONTROLS === 'on') app.post('/__mock/*', ...guarded, toApi);

  app.notFound((c) => c.json({ statusCode: 404, message: 'Ruta no encontrada en el servidor' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    logger.error({ reqId: c.get('requestId'), err: error }, 'error interno');
    return c.json({ statusCode: 500, message: 'Error interno del servidor' }, 500);
  });
  return app;
}
