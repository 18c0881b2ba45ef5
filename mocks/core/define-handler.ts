import { http, HttpResponse, type HttpHandler } from 'msw';
import { ZodArray, ZodObject, ZodUnion, type ZodError, type ZodTypeAny } from 'zod';
import { paramCount, toColonPath, type AnyEndpoint, type RequestBody, type RequestParams, type RequestQuery, type ResponseData } from '@contracts/core/endpoint';
import { spanishErrorMap } from '@contracts/core/error-map';
import { apiResponseHeaders, statusTexts } from '@contracts/core/http';
import type { AccountStatus } from '@contracts/enums';
import { db, notifyDbChanged } from '../db/store';
import type { Db, UserRow } from '../db/schema';
import { userById } from '../db/queries';
import { verifyAccessToken, type AccessClaims } from './jwt';
import { MockHttpError, badRequest, forbidden, internalError, unsupportedMediaType } from './errors';
import { idempotentCall, type IdempotentCall } from './idempotency';
import { usersApiMessages } from '@contracts/users-messages';
import { accessMessages, requestMessages } from '@contracts/core/messages';

export type AuthContext = { claims: AccessClaims; user: UserRow };

export type ResolverContext<E extends AnyEndpoint> = {
  params: RequestParams<E>;
  query: RequestQuery<E>;
  body: RequestBody<E>;
  /**
   * The token's claims and the current user row: always present on endpoints declared with
   * `auth: true`; on `optionalAuth` endpoints present only when a valid token was sent
   * (e.g. a help request from a signed-in user); null elsewhere.
   */
  auth: AuthContext | null;
  /** The signed-in user's row (shorthand for auth.user); 401 when there is no session. */
  readonly user: UserRow;
  db: Db;
  request: Request;
};

export type Reply<T> = { data: T; message?: string; status?: 200 | 201 };

type Resolver<E extends AnyEndpoint> = (ctx: ResolverContext<E>) => Reply<ResponseData<E>> | Promise<Reply<ResponseData<E>>>;

const firstIssue = (error: ZodError) => {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = error.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  return { message: `${where}${first?.message ?? requestMessages.invalid}`, fields };
};

/** The contract's error body of a refusal, with its status (also route-api's). */
export const errorResponse = (error: MockHttpError) =>
  HttpResponse.json(
    {
      statusCode: error.status,
      message: error.message,
      ...(error.errorCode || error.fields
        ? { additionalData: { ...(error.errorCode ? { errorCode: error.errorCode } : {}), ...(error.fields ? { fields: error.fields } : {}) } }
        : {}),
    },
    { status: error.status, statusText: statusTexts[error.status], headers: apiResponseHeaders },
  );

async function authenticate(endpoint: AnyEndpoint, request: Request): Promise<AuthContext | null> {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!endpoint.auth) return endpoint.optionalAuth && token ? optionalSession(token) : null;
  if (!token) throw new MockHttpError(401, accessMessages.unauthorized, 'UNAUTHORIZED');
  const verified = await verifyAccessToken(token);
  if (!verified.ok) {
    throw verified.reason === 'expired'
      ? new MockHttpError(401, accessMessages.tokenExpired, 'TOKEN_EXPIRED')
      : new MockHttpError(401, accessMessages.tokenInvalid, 'UNAUTHORIZED');
  }
  // The database, not the token, is the truth: a user deactivated since login is refused.
  const user = userById(db(), verified.claims.id);
  if (!user) throw new MockHttpError(401, usersApiMessages.notFound, 'UNAUTHORIZED');
  if (user.status === 'inactive') throw new MockHttpError(401, accessMessages.inactiveAccount, 'UNAUTHORIZED');
  if (endpoint.roles && !endpoint.roles.includes(user.role_id)) throw forbidden();
  const statuses: readonly AccountStatus[] = endpoint.statuses ?? ['active'];
  if (!statuses.includes(user.status)) {
    throw forbidden(
      user.status === 'registered'
        ? 'Tenés que activar tu cuenta para realizar esta acción'
        : 'Tu cuenta no tiene el estado requerido para esta acción',
    );
  }
  return { claims: verified.claims, user };
}

/** An optionalAuth endpoint ignores a bad token, but knows who is calling when the token is good. */
async function optionalSession(token: string): Promise<AuthContext | null> {
  const verified = await verifyAccessToken(token);
  const user = verified.ok ? userById(db(), verified.claims.id) : undefined;
  return verified.ok && user && user.status !== 'inactive' ? { claims: verified.claims, user } : null;
}

function parsePart(schema: ZodTypeAny | undefined, value: unknown, what: string): unknown {
  if (!schema) return undefined;
  // Spanish for every issue a schema does not word itself ('Required' never reaches a caller).
  const parsed = schema.safeParse(value, { errorMap: spanishErrorMap });
  if (parsed.success) return parsed.data;
  const { message, fields } = firstIssue(parsed.error);
  throw badRequest(what === 'body' ? message : `Parámetro inválido (${message})`, fields);
}

/** `application/json`, with or without parameters (`; charset=utf-8`). */
const isJson = (contentType: string | null) => contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  if (!isJson(request.headers.get('content-type'))) throw unsupportedMediaType();
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('El cuerpo de la solicitud no es JSON válido');
  }
}

/** Set false to skip response checks (never in tests or development). */
export const responseChecks = { enabled: true };

/** Each list-row schema's validated JSON of each frozen row (a row that cannot change validates once). */
const checkedRows = new WeakMap<ZodTypeAny, WeakMap<object, string>>();

/**
 * The JSON of a list answer whose rows are all frozen (mocks/db/derived.ts's `mappedRow`: the
 * production API's 5,000-row lists), each row checked against the contract and serialised once
 * and then kept: the same text the check below would produce (the parsed row, without the keys
 * the contract does not declare). Null when the answer is anything else, or a row fails its
 * check (the whole answer is then checked as usual, which reports it).
 */
function checkedFrozenListJson(response: ZodTypeAny, data: unknown): string | null {
  const schema = listSchemaOf(response);
  if (!schema || !Array.isArray(data) || data.length === 0) return null;
  const { minLength, maxLength, exactLength } = schema._def;
  if (minLength || maxLength || exactLength || !data.every((row) => row !== null && typeof row === 'object' && Object.isFrozen(row))) return null;
  const rowSchema = schema.element as ZodTypeAny;
  let kept = checkedRows.get(rowSchema);
  if (!kept) checkedRows.set(rowSchema, (kept = new WeakMap()));
  const parts: string[] = new Array<string>(data.length);
  for (let i = 0; i < data.length; i++) {
    const row = data[i] as object;
    let json = kept.get(row);
    if (json === undefined) {
      const checked = rowSchema.safeParse(row);
      if (!checked.success) return null;
      kept.set(row, (json = JSON.stringify(checked.data)));
    }
    parts[i] = json;
  }
  return `[${parts.join(',')}]`;
}

/**
 * The array schema a list answer is checked against: the response itself, or the one array of a
 * union whose other options are objects (GET /teams: the caller's team, or the admins' list),
 * which refuse an array, so the union parses an array as its array option does.
 */
function listSchemaOf(response: ZodTypeAny): ZodArray<ZodTypeAny> | null {
  if (response instanceof ZodArray) return response as ZodArray<ZodTypeAny>;
  if (!(response instanceof ZodUnion)) return null;
  const options = response.options as ZodTypeAny[];
  const arrays = options.filter((option) => option instanceof ZodArray);
  return arrays.length === 1 && options.every((option) => option instanceof ZodArray || option instanceof ZodObject) ? (arrays[0] as ZodArray<ZodTypeAny>) : null;
}

const encoder = new TextEncoder();

/** A JSON answer from its text, encoded once (HttpResponse.json measures the text with a Blob copy). */
function jsonResponse(text: string, status: number): Response {
  const body = encoder.encode(text);
  return new Response(body, {
    status,
    statusText: statusTexts[status as keyof typeof statusTexts],
    headers: { ...apiResponseHeaders, 'Content-Type': 'application/json', 'Content-Length': String(body.byteLength) },
  });
}

/**
 * Builds the MSW handler of one endpoint from its declaration: auth, role and status
 * checks, params/query/body parsed with the contract (400 in Spanish), the resolver, the
 * response checked against the contract, and the success envelope with the declared status.
 */
export function handle<E extends AnyEndpoint>(endpoint: E, resolver: Resolver<E>): HttpHandler {
  const respond = respondTo(endpoint, resolver);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const handler = http[method](`*/api${toColonPath(endpoint.path)}`, respond);
  handledEndpoints.set(handler, { endpoint, respond });
  return handler;
}

/** What answers a request once it is known to be this endpoint's (mocks/core/route-api.ts). */
export type Respond = (args: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => Promise<Response>;

const handledEndpoints = new WeakMap<HttpHandler, { endpoint: AnyEndpoint; respond: Respond }>();

/** The declaration a handler was built from (completeness checks, ordering). */
export const endpointOf = (handler: HttpHandler): AnyEndpoint | undefined => handledEndpoints.get(handler)?.endpoint;

/** The declaration and the answering function of a handler built by `handle`. */
export const routeOf = (handler: HttpHandler) => handledEndpoints.get(handler);

/**
 * MSW answers with the first matching handler, so `/teams/progress` must come before
 * `/teams/{id}`: fewer path parameters first, otherwise the given order.
 */
export const bySpecificity = (handlers: readonly HttpHandler[]): HttpHandler[] =>
  handlers
    .map((handler, index) => ({ handler, index, params: paramCount(endpointOf(handler)?.path ?? '') }))
    .sort((a, b) => a.params - b.params || a.index - b.index)
    .map((entry) => entry.handler);

/**
 * Errors the host answers itself rather than the rule: the production API's database gone or
 * saturated while a rule used it (a refresh token's table, server/security/refresh-token-table.ts)
 * is a 503 the client retries, not the rule's 500 (server/http/failures.ts). The demo has none.
 */
let answeredByHost: (error: unknown) => boolean = () => false;
export function useHostFailures(answers: (error: unknown) => boolean) {
  answeredByHost = answers;
}

function respondTo<E extends AnyEndpoint>(endpoint: E, resolver: Resolver<E>): Respond {
  return async ({ request, params }) => {
    let idempotent: IdempotentCall | null = null;
    try {
      const auth = await authenticate(endpoint, request);
      const url = new URL(request.url);
      // Params and query first: a bad id is a 400 even when the body is not JSON (415).
      const parsedParams = parsePart(endpoint.params, params, 'params');
      const parsedQuery = parsePart(endpoint.query, Object.fromEntries(url.searchParams), 'query');
      const json = endpoint.body ? await readJson(request) : undefined;
      const ctx = {
        params: parsedParams,
        query: parsedQuery,
        body: endpoint.body ? parsePart(endpoint.body, json, 'body') : undefined,
        auth,
        get user() {
          if (!auth) throw new MockHttpError(401, accessMessages.unauthorized, 'UNAUTHORIZED');
          return auth.user;
        },
        db: db(),
        request,
      } as ResolverContext<E>;
      // A repeated Idempotency-Key answers what the first request answered; the rule does not run again.
      idempotent = await idempotentCall(endpoint, request, auth?.user.id ?? null, json);
      if (idempotent?.kind === 'replay') return idempotent.response;
      const reply = await resolver(ctx);
      const status = reply.status ?? endpoint.successStatus;
      const message = reply.message ?? 'OK';
      const listJson = responseChecks.enabled && !idempotent ? checkedFrozenListJson(endpoint.response as ZodTypeAny, reply.data) : null;
      if (listJson !== null) {
        if (endpoint.method !== 'GET') notifyDbChanged();
        return jsonResponse(`{"statusCode":${status},"message":${JSON.stringify(message)},"data":${listJson}}`, status);
      }
      let data: unknown = reply.data;
      if (responseChecks.enabled) {
        const checked = (endpoint.response as ZodTypeAny).safeParse(reply.data);
        if (!checked.success) {
          const { message } = firstIssue(checked.error);
          console.error(`[mock] ${endpoint.id} respondió fuera de contrato: ${message}`);
          throw new MockHttpError(500, `Respuesta del mock fuera de contrato (${endpoint.id}): ${message}`);
        }
        // The parsed value drops keys the contract does not declare: rows never leak (passwords, timestamps).
        data = checked.data;
      }
      const envelope = { statusCode: status, message, data: data ?? null };
      idempotent?.remember(status, envelope);
      if (endpoint.method !== 'GET') notifyDbChanged();
      return jsonResponse(JSON.stringify(envelope), status);
    } catch (error) {
      if (error instanceof MockHttpError) return errorResponse(error);
      if (answeredByHost(error)) throw error;
      console.error(`[mock] ${endpoint.id} falló`, error);
      return errorResponse(internalError());
    } finally {
      if (idempotent?.kind === 'first') idempotent.release();
    }
  };
}
