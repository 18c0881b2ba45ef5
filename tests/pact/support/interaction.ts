import { MatchersV3, type V3Interaction } from '@pact-foundation/pact';
import type { z, ZodTypeAny } from 'zod';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { IDEMPOTENCY_KEY_HEADER } from '@contracts/core/idempotency';
import type { ErrorCode } from '@contracts/core/envelope';
import type { ErrorStatus } from '@contracts/core/http';
import type { ProviderStateParams } from '@mocks/provider-states';
import { exampleOf, pactBodyOf, pactPathOf, pactQueryOf, type Injectable } from './from-state';
import { stateExamples, type StateExamples } from './provider-state';
import { shapeOf, type Omission } from './shape';
import { ACCESS_TOKEN_EXAMPLE, bearer } from './tokens';

type Part<S> = S extends ZodTypeAny ? z.input<S> : never;

/** Who makes the call: the state's signed-in user (default on authenticated calls), nobody, or a given example token. */
export type Caller = 'signedIn' | 'anonymous' | { token: string };

export type Success<E extends AnyEndpoint> = {
  /** The `data` of the response, built from the state's data (mock db + mappers) or by hand. */
  example: (state: StateExamples) => Part<E['response']>;
};

export type Failure = {
  status: ErrorStatus;
  /** Example of the Spanish message; defaults to the one the declaration documents for the status. */
  message?: string;
  /** The client compares some messages literally (e.g. 'Token expirado'): then the pact does too. */
  exactMessage?: boolean;
  /** additionalData.errorCode the UI branches on. */
  errorCode?: ErrorCode;
};

export type CallSpec<E extends AnyEndpoint> = {
  endpoint: E;
  /** Plain English, e.g. 'a team owner reads the registration progress'. */
  description: string;
  /** Exactly one provider state per interaction: the mock resets its database on each. */
  state: string;
  stateParams?: ProviderStateParams;
  caller?: Caller;
  params?: Injectable<Part<E['params']>>;
  query?: Injectable<Part<E['query']>>;
  body?: Injectable<Part<E['body']>>;
  respond: Success<E> | Failure;
};

export const isFailure = (r: Success<AnyEndpoint> | Failure): r is Failure => 'status' in r;

const jsonContentType = { 'Content-Type': MatchersV3.regex('^application/json', 'application/json') };

/** A UUID, which is what the web sends as Idempotency-Key; the example is fixed so pact files stay stable. */
export const IDEMPOTENCY_KEY_EXAMPLE = '5f8d2c1e-7b4a-4e3f-9a6b-0c1d2e3f4a5b';
const uuidPattern = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The headers a call sends: the bearer token, and on a create the Idempotency-Key (docs/decisions/0027). */
function requestHeaders(endpoint: AnyEndpoint, token: string | null) {
  const headers = {
    ...(token ? { Authorization: bearer(token) } : {}),
    ...(endpoint.idempotent ? { [IDEMPOTENCY_KEY_HEADER]: MatchersV3.regex(uuidPattern, IDEMPOTENCY_KEY_EXAMPLE) } : {}),
  };
  return Object.keys(headers).length ? { headers } : {};
}

/** What a built interaction needs at execution time. */
export type BuiltCall = {
  interaction: V3Interaction;
  /** What the client is called with (plain example values). */
  input: { params?: unknown; query?: unknown; body?: unknown };
  /** The token the client holds (null for anonymous calls). */
  token: string | null;
  /** Response paths the pact leaves out (see shape.ts). */
  omitted: Omission[];
  expected: { status: number; message?: string; errorCode?: ErrorCode; data?: unknown };
};

function checkInput(spec: CallSpec<AnyEndpoint>, input: BuiltCall['input']) {
  const { endpoint } = spec;
  const parts = (['params', 'query', 'body'] as const).filter((part) => endpoint[part] !== undefined);
  for (const part of ['params', 'body'] as const) {
    if (endpoint[part] && input[part] === undefined) throw new Error(`${endpoint.id}: falta ${part} en el test`);
    if (!endpoint[part] && input[part] !== undefined) throw new Error(`${endpoint.id}: la declaración no tiene ${part}`);
  }
  const failures = parts.filter((part) => !(endpoint[part] as ZodTypeAny).safeParse(input[part] ?? {}).success);
  const expectsValidationError = isFailure(spec.respond) && spec.respond.status === 400;
  if (expectsValidationError && failures.length === 0) {
    throw new Error(`${endpoint.id}: un 400 de validación necesita una solicitud que el contrato rechace`);
  }
  if (!expectsValidationError && failures.length > 0) {
    const part = failures[0]!;
    const issues = (endpoint[part] as ZodTypeAny).safeParse(input[part] ?? {}).error!.issues;
    throw new Error(`${endpoint.id}: ${part} de ejemplo no cumple el contrato: ${issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
}

type Response = { body: Record<string, unknown>; omitted: Omission[]; expected: BuiltCall['expected'] };

/** `{statusCode, message, additionalData.errorCode}`; the message is an example unless the client compares it. */
function failureResponse(endpoint: AnyEndpoint, failure: Failure): Response {
  const { status, errorCode, exactMessage } = failure;
  const message = failure.message ?? endpoint.errors?.[status]?.example;
  if (!message) throw new Error(`${endpoint.id}: sin mensaje de ejemplo para ${status}`);
  if (errorCode && !endpoint.errors?.[status]?.errorCodes?.includes(errorCode)) {
    throw new Error(`${endpoint.id}: la declaración no documenta ${errorCode} para ${status}`);
  }
  return {
    // statusCode repeats the HTTP status in every response (SPEC §7), so the pact asks for it exactly.
    body: { statusCode: status, message: exactMessage ? message : MatchersV3.like(message), ...(errorCode ? { additionalData: { errorCode } } : {}) },
    omitted: [],
    expected: { status, message, ...(errorCode ? { errorCode } : {}) },
  };
}

/** `{statusCode, message, data}` with `data` as the matcher tree of the example (shape.ts). */
function successResponse(endpoint: AnyEndpoint, data: unknown): Response {
  const shape = shapeOf(endpoint.response, data);
  return {
    body: { statusCode: endpoint.successStatus, message: MatchersV3.like('OK'), ...(shape.matcher === undefined ? {} : { data: shape.matcher }) },
    omitted: shape.omitted,
    expected: { status: endpoint.successStatus, data: MatchersV3.reify(shape.matcher ?? null) },
  };
}

function callerOf(spec: CallSpec<AnyEndpoint>): Caller {
  return spec.caller ?? (spec.endpoint.auth ? 'signedIn' : 'anonymous');
}

/**
 * Builds the Pact interaction of one call from its declaration: method and path, the
 * provider state, the bearer header injected from the state, request values injected from
 * the state, and a response body whose `data` is the matcher tree of the example.
 */
export async function buildCall<E extends AnyEndpoint>(spec: CallSpec<E>): Promise<BuiltCall> {
  const state = await stateExamples(spec.state, spec.stateParams);
  const { endpoint } = spec;
  const { values } = state;
  const input = {
    ...(spec.params !== undefined ? { params: exampleOf(spec.params, values) } : {}),
    ...(spec.query !== undefined ? { query: exampleOf(spec.query, values) } : {}),
    ...(spec.body !== undefined ? { body: exampleOf(spec.body, values) } : {}),
  };
  checkInput(spec as CallSpec<AnyEndpoint>, input);

  const caller = callerOf(spec as CallSpec<AnyEndpoint>);
  const token = caller === 'anonymous' ? null : caller === 'signedIn' ? ACCESS_TOKEN_EXAMPLE : caller.token;

  const { body: responseBody, omitted, expected } = isFailure(spec.respond)
    ? failureResponse(endpoint, spec.respond)
    : successResponse(endpoint, spec.respond.example(state));

  const interaction: V3Interaction = {
    states: [{ description: spec.state, ...(spec.stateParams ? { parameters: spec.stateParams as Record<string, never> } : {}) }],
    uponReceiving: `${spec.description} (${endpoint.method} ${endpoint.path})`,
    withRequest: {
      method: endpoint.method,
      path: pactPathOf(endpoint.path, (spec.params ?? {}) as Record<string, unknown>, values),
      ...(spec.query !== undefined ? { query: pactQueryOf(spec.query as Record<string, unknown>, values) as Record<string, string> } : {}),
      ...requestHeaders(endpoint, token),
      ...(spec.body !== undefined ? { body: pactBodyOf(spec.body, values) } : {}),
    },
    willRespondWith: { status: expected.status, headers: jsonContentType, body: responseBody },
  };
  return { interaction, input, token, omitted, expected };
}
