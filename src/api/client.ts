import { FetchError, ofetch } from 'ofetch';
import type { ZodTypeAny } from 'zod';
import { fillPath, type AnyEndpoint, type NeedsInput, type RequestInput, type ResponseData } from '@contracts/core/endpoint';
import { statusTexts } from '@contracts/core/http';
import { authEndpoints } from '@contracts/auth';
import { fallbackFor } from './fallbacks';
import { createIntentKeys } from './idempotency';
import { TOKEN_EXPIRED_MESSAGE, outcomeUnknown, refreshFailed, type ApiFailure, type ApiResponse } from './result';
import type { TokenStore } from './token-store';
import { errorAnswerFailure, isForeignSuccess, networkFailure, thrownKind } from './transport-failure';

/**
 * How long a call may take before it ends with 'El servidor tardó demasiado…' (issue 19): a
 * request that hangs on a riverside's signal must give the user their button back. Long
 * enough for a slow 3G upload of a form; tests pass their own `timeoutMs`.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

export type ContractMismatch = { endpoint: string; issues: { path: string; message: string }[] };

export type ApiClientOptions = {
  /** API root; '/api' is appended (SPEC §7). Empty string means same origin. */
  baseURL: string;
  tokens: TokenStore;
  /** Called once when a refresh fails, after both tokens were removed (the app reloads). */
  onSessionLost?: () => void;
  /** Check responses against their contract (development and tests). */
  checkContracts?: boolean;
  onContractMismatch?: (mismatch: ContractMismatch) => void;
  /** What a call waits for before it is sent, if anything (the demo's mock backend starting). */
  ready?: () => Promise<void> | null;
  /** The bound of one request, REQUEST_TIMEOUT_MS unless a test says otherwise. */
  timeoutMs?: number;
};

export type CallOptions = {
  signal?: AbortSignal;
  /**
   * An `idempotent` endpoint's key, when the caller keeps its own; otherwise the client uses
   * one per user intent (src/api/idempotency.ts).
   */
  idempotencyKey?: string;
};

/** An answer as received, with the access token the request carried (one refresh per token). */
type RawResponse = { status: number; statusText: string; body: unknown; sentToken: string | null };

/** How a refresh ended: a new access token, or the failure its waiting calls answer with. */
type RefreshOutcome = { renewed: true } | { renewed: false; failure: ApiFailure; sessionOver: boolean };
/** The server refused the refresh token (SPEC §8 'Token refresh failed'): the session is over. */
const refused = (): RefreshOutcome => ({ renewed: false, failure: refreshFailed(), sessionOver: true });

/** The request was cut by our bound (not by the caller's signal). */
class TimedOut extends Error {}

const reportMismatch = (m: ContractMismatch) => {
  // Loud on purpose: a mock or backend that drifts from contracts/ must be noticed at once.
  console.error(
    `[contrato] ${m.endpoint} respondió fuera de contrato: ` +
      m.issues.map((i) => `${i.path || '(raíz)'}: ${i.message}`).join('; '),
  );
};

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The typed client: one `call` for every endpoint declaration. It adds the bearer token,
 * turns every outcome into an ApiResponse, refreshes an expired token once for all calls
 * waiting on it, and checks responses against their contract.
 */
export function createApiClient(options: ApiClientOptions) {
  const { tokens } = options;
  const apiRoot = `${options.baseURL.replace(/\/+$/, '')}/api`;
  const onMismatch = options.onContractMismatch ?? reportMismatch;
  let refreshing: Promise<RefreshOutcome> | null = null;
  const intents = createIntentKeys();

  async function send(endpoint: AnyEndpoint, input: Record<string, unknown>, opts: CallOptions = {}): Promise<RawResponse> {
    const ready = options.ready?.();
    if (ready) await ready;
    const headers: Record<string, string> = { Accept: 'application/json' };
    let sentToken: string | null = null;
    // optionalAuth calls (a help request) identify a signed-in caller but work without one.
    if (endpoint.auth || endpoint.optionalAuth) {
      sentToken = tokens.getAccessToken();
      if (sentToken) headers.Authorization = `Bearer ${sentToken}`;
    }
    if (endpoint.idempotent && opts.idempotencyKey) headers['Idempotency-Key'] = opts.idempotencyKey;
    const query = input.query as Record<string, unknown> | undefined;
    // Our own bound rather than ofetch's `timeout`, which it drops whenever a signal is given.
    const bound = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      bound.abort();
    }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onCallerAbort = () => bound.abort();
    opts.signal?.addEventListener('abort', onCallerAbort);
    if (opts.signal?.aborted) bound.abort();
    try {
      const response = await ofetch.raw(fillPath(endpoint.path, input.params as Record<string, unknown>), {
        baseURL: apiRoot,
        method: endpoint.method,
        headers,
        body: input.body as Record<string, unknown> | undefined,
        query: query ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null)) : undefined,
        ignoreResponseError: true,
        retry: 0,
        signal: bound.signal,
      });
      return { status: response.status, statusText: response.statusText, body: response._data, sentToken };
    } catch (error) {
      throw timedOut ? new TimedOut() : error;
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function checkData(endpoint: AnyEndpoint, data: unknown): unknown {
    if (!options.checkContracts) return data;
    const parsed = (endpoint.response as ZodTypeAny).safeParse(data);
    if (parsed.success) return parsed.data;
    onMismatch({
      endpoint: `${endpoint.id} (${endpoint.method} ${endpoint.path})`,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
    return data;
  }

  /**
   * One refresh for everybody: concurrent callers await the same promise. Only the server's
   * refusal ends the session; a refresh that got no answer (no signal, a timeout, a gateway, a
   * 5xx) keeps both tokens, and the call fails like any call without an answer: signing the
   * user out at the riverside for a dropped packet would lose what they were typing.
   */
  function refresh(): Promise<RefreshOutcome> {
    if (!refreshing) {
      refreshing = (async (): Promise<RefreshOutcome> => {
        const refreshToken = tokens.getRefreshToken();
        if (!refreshToken) return refused();
        let raw: RawResponse;
        try {
          raw = await send(authEndpoints.refreshToken, { body: { refreshToken } });
        } catch (error) {
          return { renewed: false, failure: networkFailure(thrownKind(error instanceof TimedOut)), sessionOver: false };
        }
        const renewed = (raw.body as { data?: { accessToken?: unknown; refreshToken?: unknown } } | undefined)?.data;
        if (raw.status >= 200 && raw.status < 300 && typeof renewed?.accessToken === 'string') {
          // The successor first: the access token's storage event makes other tabs read both.
          if (typeof renewed.refreshToken === 'string' && renewed.refreshToken) tokens.setRefreshToken(renewed.refreshToken);
          tokens.setAccessToken(renewed.accessToken);
          return { renewed: true };
        }
        const failure = errorAnswerFailure({ status: raw.status, statusText: raw.statusText, body: raw.body }, fallbackFor(authEndpoints.refreshToken));
        return outcomeUnknown(failure) ? { renewed: false, failure, sessionOver: false } : refused();
      })().then((outcome) => {
        refreshing = null;
        if (!outcome.renewed && outcome.sessionOver) {
          tokens.clear();
          options.onSessionLost?.();
        }
        return outcome;
      });
    }
    return refreshing;
  }

  /** Asks for a new access token now (after a change of the claims, e.g. the team deleted). */
  const refreshSession = async (): Promise<boolean> => (await refresh()).renewed;

  const isTokenExpired = (raw: RawResponse) =>
    raw.status === 401 && (raw.body as { message?: unknown } | undefined)?.message === TOKEN_EXPIRED_MESSAGE;

  /**
   * After `accessMessages.tokenExpired`: one refresh per token (issue 19). A request sent with a token that
   * has since been replaced (its 401 arrived late, or another call or tab refreshed) is replayed
   * with the new token; refreshing again would spend the refresh token a second time, and a
   * backend that rotates refresh tokens would sign the user out.
   */
  function renewedAfter(raw: RawResponse): Promise<RefreshOutcome> {
    if (refreshing) return refreshing;
    const current = tokens.getAccessToken();
    if (current !== null && current !== raw.sentToken) return Promise.resolve({ renewed: true });
    return refresh();
  }

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    ...args: NeedsInput<E> extends true
      ? [input: RequestInput<E>, opts?: CallOptions]
      : [input?: RequestInput<E>, opts?: CallOptions]
  ): Promise<ApiResponse<ResponseData<E>>> {
    const input = (args[0] ?? {}) as Record<string, unknown>;
    const given = args[1] ?? {};
    // Also the replay after a refresh carries it: it is the same intent.
    const opts: CallOptions = endpoint.idempotent ? { ...given, idempotencyKey: given.idempotencyKey ?? intents.keyFor(endpoint.id, input) } : given;
    try {
      // Calls made while a refresh is in flight wait for it instead of failing with the old token.
      const sendsToken = endpoint.auth || (endpoint.optionalAuth === true && tokens.getAccessToken() !== null);
      if (sendsToken && refreshing) {
        const outcome = await refreshing;
        if (!outcome.renewed) return outcome.failure;
      }
      let raw = await send(endpoint, input, opts);
      if (sendsToken && isTokenExpired(raw)) {
        const outcome = await renewedAfter(raw);
        if (!outcome.renewed) return outcome.failure;
        raw = await send(endpoint, input, opts);
      }
      if (raw.status >= 200 && raw.status < 300) {
        if (isForeignSuccess(raw.body)) return networkFailure('not-json');
        if (endpoint.idempotent) intents.succeeded(endpoint.id, input);
        const body = (raw.body ?? {}) as { message?: unknown; data?: unknown };
        return {
          ok: true,
          statusCode: raw.status,
          statusText: raw.statusText || statusTexts[raw.status] || 'OK',
          message: typeof body.message === 'string' ? body.message : '',
          data: checkData(endpoint, body.data ?? null) as ResponseData<E>,
        };
      }
      return errorAnswerFailure(
        { status: raw.status, statusText: raw.statusText || statusTexts[raw.status] || '', body: raw.body },
        fallbackFor(endpoint),
      );
    } catch (error) {
      // fetch threw: no answer (refused, dropped, offline) or our bound ran out. Its own text
      // ('Failed to fetch', '[POST] "…": <no response>') is transport talk, never shown.
      if (error instanceof TimedOut || error instanceof FetchError || error instanceof TypeError) {
        return networkFailure(thrownKind(error instanceof TimedOut));
      }
      // A bug on our side (not the network's): SPEC §8's unexpected-failure fallback.
      return { ok: false, statusCode: 500, statusText: 'Internal Server Error', message: fallbackFor(endpoint), data: null };
    }
  }

  return { call, refreshSession };
}
