import { credentialsSchema } from '@contracts/entities/session';
import { apiResponseHeaders } from '@contracts/core/http';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { answerRequest, invalidUrlReply, readablePathname, routeProblem } from '../../mocks/core/answer';
import { useHostFailures } from '../../mocks/core/define-handler';
import type { Logger } from '../log';
import type { SignInLimits } from '../security/sign-in-limits';
import type { Store } from '../store/store';
import { failureAnswer, tooManySignIns } from './failures';

// A rule's own query (the refresh tokens' table) that met the database gone, saturated or a
// racing unique value escapes the handler and is answered below as any such failure (503, 409),
// never as the rule's 500.
useHostFailures((error) => failureAnswer(error).kind !== 'internal');

/**
 * /api/* (and the test controls, /__mock/*, when they are on): the contract's handlers —
 * the same ones the demo and the tests run (mocks/handlers) — over the request's own copy of
 * the data, committed to PostgreSQL before the answer leaves (server/store/store.ts). A
 * refused request (4xx, 5xx) changes nothing.
 */
export type ApiDeps = { store: Store; logger: Logger; signIn: SignInLimits };

const LOGIN_PATH = '/api/auth/login';

/**
 * The contract's GETs that write: SPEC's GET /payment_attempts/{competitionId}/{priceId} opens
 * a card payment link, a row per link. They run as writes from the start; run as reads, the
 * rule met the frozen image, failed, was logged as an internal error and ran again as a write.
 */
const writingReads = [teamCompetitionsEndpoints.getPaymentLink].map((endpoint) => new RegExp(`^/api${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`));
const writesOnRead = (pathname: string) => writingReads.some((pattern) => pattern.test(pathname));

/**
 * The username of a sign-in the contract accepts (credentialsSchema, POST /auth/login's body);
 * null for one it refuses, which the handler answers 400 without checking a password (as the
 * mock does), so it is neither counted nor locked. Nor does its username reach the attempts
 * table: a NUL character, which PostgreSQL's text refuses, made the lookup fail and the
 * sign-in answer 500 instead of 400 (found by tests/server/differential.test.ts).
 */
const usernameOf = (body: ArrayBuffer | undefined): string | null => {
  try {
    const parsed = credentialsSchema.safeParse(JSON.parse(new TextDecoder().decode(body)));
    return parsed.success ? parsed.data.username : null;
  } catch {
    return null;
  }
};

const withApiHeaders = (response: Response) => {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(apiResponseHeaders)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

export async function answerApi(
  deps: ApiDeps,
  incoming: Request,
  meta: { address: string; requestId: string },
): Promise<Response> {
  const started = performance.now();
  const method = incoming.method.toUpperCase();
  const pathname = readablePathname(incoming.url);
  const log = (status: number, extra: Record<string, unknown> = {}) =>
    deps.logger.info({ reqId: meta.requestId, method, path: pathname, status, ms: Math.round(performance.now() - started), ...extra }, 'solicitud');

  if (pathname === null) return withApiHeaders(invalidUrlReply());
  const problem = routeProblem(method, pathname);
  if (problem) {
    log(problem.status);
    return withApiHeaders(problem);
  }
  const asMethod = method === 'HEAD' ? 'GET' : method;
  const body = asMethod === 'GET' ? undefined : await incoming.arrayBuffer();

  const login = asMethod === 'POST' && pathname === LOGIN_PATH ? usernameOf(body) : null;
  try {
    if (login) {
      const wait = await deps.signIn.lockedFor(login, meta.address);
      if (wait !== null) {
        log(429, { limited: true });
        return tooManySignIns(wait);
      }
    }
    const { value: response, attempts } = await deps.store.run(async () => {
      // A fresh Request per attempt: a body is read once. A GET has none, and the handlers read
      // only its URL and headers: it answers as it came (a copy per request was a measurable part
      // of every read, issue 33).
      const request = method === 'GET' ? incoming : new Request(incoming.url, { method: asMethod, headers: incoming.headers, body });
      const answer = await answerRequest(request);
      return { value: answer, keep: answer.status < 400 };
    }, { readOnly: asMethod === 'GET' && !writesOnRead(pathname), failed: (answer) => answer.status >= 500 });
    if (login && response.status === 401) await deps.signIn.failed(login, meta.address);
    if (login && response.status === 200) await deps.signIn.succeeded(login);
    log(response.status, attempts > 1 ? { attempts } : {});
    const sent = withApiHeaders(response);
    return method === 'HEAD' ? new Response(null, { status: sent.status, headers: sent.headers }) : sent;
  } catch (error) {
    const { response, kind } = failureAnswer(error);
    if (kind === 'internal') deps.logger.error({ reqId: meta.requestId, err: error }, 'error interno');
    log(response.status, { failure: kind });
    return response;
  }
}
