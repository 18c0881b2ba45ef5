import { FetchError, ofetch } from 'ofetch';
import type { ZodTypeAny } from 'zod';
import { errorBodySchema } from '@contracts/core/envelope';
import { fillPath, type AnyEndpoint, type NeedsInput, type RequestInput, type ResponseData } from '@contracts/core/endpoint';
import { statusTexts } from '@contracts/core/http';
import { authEndpoints } from '@contracts/auth';
import { fallbackFor } from './fallbacks';
import {
  NETWORK_ERROR_TEXT,
  TOKEN_EXPIRED_MESSAGE,
  refreshFailed,
  type ApiFailure,
  type ApiResponse,
} from './result';
import type { TokenStore } from './token-store';

/**
 * Error bodies are read leniently: the contract requires statusCode, but the message of a
 * backend that forgets it is still worth showing (the HTTP status is known anyway).
 */
const failureBodySchema = errorBodySchema.partial({ statusCode: true });

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
};

export type CallOptions = { signal?: AbortSignal };

type RawResponse = { status: number; statusText: string; body: unknown };

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
  let refreshing: Promise<boolean> | null = null;

  async function send(endpoint: AnyEndpoint, input: Record<string, unknown>, signal?: AbortSignal): Promise<RawResponse> {
    const ready = options.ready?.();
    if (ready) await ready;
    const headers: Record<string, string> = { Accept: 'application/json' };
    // optionalAuth calls (a help request) identify a signed-in caller but work without one.
    if (endpoint.auth || endpoint.optionalAuth) {
      const token = tokens.getAccessToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const query = input.query as Record<string, unknown> | undefined;
    const response = await ofetch.raw(fillPath(endpoint.path, input.params as Record<string, unknown>), {
      baseURL: apiRoot,
      method: endpoint.method,
      headers,
      body: input.body as Record<string, unknown> | undefined,
      query: query ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null)) : undefined,
      ignoreResponseError: true,
      retry: 0,
      signal,
    });
    return { status: response.status, statusText: response.statusText, body: response._data };
  }

  function failure(endpoint: AnyEndpoint, raw: RawResponse): ApiFailure {
    const parsed = failureBodySchema.safeParse(raw.body);
    const body = parsed.success ? parsed.data : undefined;
    return {
      ok: false,
      statusCode: raw.status,
      statusText: raw.statusText || statusTexts[raw.status] || '',
      message: body?.message || raw.statusText || fallbackFor(endpoint),
      data: null,
      ...(body?.additionalData?.errorCode ? { errorCode: body.additionalData.errorCode } : {}),
      ...(body?.additionalData?.fields ? { fieldErrors: body.additionalData.fields } : {}),
    };
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

  /** One refresh for everybody: concurrent callers await the same promise. */
  function refreshSession(): Promise<boolean> {
    if (!refreshing) {
      refreshing = (async () => {
        const refresh = tokens.getRefreshToken();
        try {
          if (!refresh) return false;
          const raw = await send(authEndpoints.refreshToken, { body: { refreshToken: refresh } });
          const body = raw.body as { data?: { accessToken?: unknown } } | undefined;
          const token = body?.data?.accessToken;
          if (raw.status >= 200 && raw.status < 300 && typeof token === 'string') {
            tokens.setAccessToken(token);
            return true;
          }
          return false;
        } catch {
          return false;
        }
      })().then((ok) => {
        refreshing = null;
        if (!ok) {
          tokens.clear();
          options.onSessionLost?.();
        }
        return ok;
      });
    }
    return refreshing;
  }

  const isTokenExpired = (raw: RawResponse) =>
    raw.status === 401 && (raw.body as { message?: unknown } | undefined)?.message === TOKEN_EXPIRED_MESSAGE;

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    ...args: NeedsInput<E> extends true
      ? [input: RequestInput<E>, opts?: CallOptions]
      : [input?: RequestInput<E>, opts?: CallOptions]
  ): Promise<ApiResponse<ResponseData<E>>> {
    const input = (args[0] ?? {}) as Record<string, unknown>;
    const opts = args[1] ?? {};
    try {
      // Calls made while a refresh is in flight wait for it instead of failing with the old token.
      const sendsToken = endpoint.auth || (endpoint.optionalAuth === true && tokens.getAccessToken() !== null);
      if (sendsToken && refreshing) {
        if (!(await refreshing)) return refreshFailed();
      }
      let raw = await send(endpoint, input, opts.signal);
      if (sendsToken && isTokenExpired(raw)) {
        if (!(await refreshSession())) return refreshFailed();
        raw = await send(endpoint, input, opts.signal);
      }
      if (raw.status >= 200 && raw.status < 300) {
        const body = (raw.body ?? {}) as { message?: unknown; data?: unknown };
        return {
          ok: true,
          statusCode: raw.status,
          statusText: raw.statusText || statusTexts[raw.status] || 'OK',
          message: typeof body.message === 'string' ? body.message : '',
          data: checkData(endpoint, body.data ?? null) as ResponseData<E>,
        };
      }
      return failure(endpoint, raw);
    } catch (error) {
      if (error instanceof FetchError && !error.response) {
        return { ok: false, statusCode: 500, statusText: NETWORK_ERROR_TEXT, message: error.message, data: null };
      }
      if (error instanceof TypeError) {
        return { ok: false, statusCode: 500, statusText: NETWORK_ERROR_TEXT, message: error.message, data: null };
      }
      return {
        ok: false,
        statusCode: 500,
        statusText: 'Internal Server Error',
        message: fallbackFor(endpoint),
        data: null,
      };
    }
  }

  return { call, refreshSession };
}
