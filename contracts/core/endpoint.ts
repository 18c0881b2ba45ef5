import type { z } from 'zod';
import type { AccountStatus, RoleId } from '../enums';
import type { ErrorCode } from './envelope';
import type { ErrorStatus, HttpMethod, SuccessStatus } from './http';
import { withIdempotencyErrors } from './idempotency';

/**
 * The business domains the contracts are grouped by; one file per domain. A domain's name
 * prefixes its operations' ids, tags them in OpenAPI and heads their query keys.
 */
export type Domain =
  | 'auth'
  | 'users'
  | 'teams'
  | 'institutions'
  | 'competitions'
  | 'teamCompetitions'
  | 'payments'
  | 'members'
  | 'boats'
  | 'helpDesk'
  | 'notifications'
  | 'results'
  | 'scoring'
  | 'checkIns'
  | 'catches'
  | 'leaderboard';

export type DocumentedError = {
  /** Spanish example message, also used by the mock backend where it fits. */
  example: string;
  description?: string;
  errorCodes?: readonly ErrorCode[];
  /** The example message of a code whose message is not `example` (an error merged from two causes). */
  exampleByCode?: Partial<Record<ErrorCode, string>>;
};

/**
 * One declaration per endpoint, as written in its domain's file. It states everything but the
 * endpoint's name, which its key in defineDomain gives.
 */
export type EndpointDeclaration<
  P extends z.ZodTypeAny | undefined = z.ZodTypeAny | undefined,
  Q extends z.ZodTypeAny | undefined = z.ZodTypeAny | undefined,
  B extends z.ZodTypeAny | undefined = z.ZodTypeAny | undefined,
  R extends z.ZodTypeAny = z.ZodTypeAny,
  M extends HttpMethod = HttpMethod,
> = {
  /** Kept literal, so the writes can be told from the reads by type (the invalidation map). */
  method: M;
  /** Path under the API root + /api, with `{name}` placeholders. */
  path: string;
  summary: string;
  description?: string;
  /** Whether the bearer access token is required. */
  auth: boolean;
  /**
   * Only with `auth: false`: the token is optional. The client sends it when it has one and
   * the server uses it to know the caller (a help request from a signed-in user); without it
   * the call still works (access recovery).
   */
  optionalAuth?: boolean;
  /** Roles allowed; absent means any authenticated role. */
  roles?: readonly RoleId[];
  /** Account statuses allowed; absent means `active` only (SPEC §2 guard). */
  statuses?: readonly AccountStatus[];
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of `data` in the success envelope. */
  response: R;
  successStatus: SuccessStatus;
  errors?: Partial<Record<ErrorStatus, DocumentedError>>;
  /** Set when the spec does not show this call and this project defined it. */
  definedByProject?: string;
  /**
   * Who calls it when the web app never does (a provider's webhook). The web app's pacts cover
   * what the app calls, so such a call has no interaction there (scripts/pact-coverage.ts);
   * its own tests stand for it.
   */
  calledBy?: string;
  /**
   * A create that accepts an `Idempotency-Key` request header (issue 19): the client sends one
   * key per user intent, the server answers a repeated key with the first answer (same status
   * and body) and refuses the same key with another body (422). OpenAPI and the pacts show it.
   */
  idempotent?: true;
};

/**
 * A named endpoint. The typed client, the mock backend, the Pact consumer tests and the
 * OpenAPI document all read this object; nothing else restates it.
 */
export type Endpoint<
  P extends z.ZodTypeAny | undefined = z.ZodTypeAny | undefined,
  Q extends z.ZodTypeAny | undefined = z.ZodTypeAny | undefined,
  B extends z.ZodTypeAny | undefined = z.ZodTypeAny | undefined,
  R extends z.ZodTypeAny = z.ZodTypeAny,
> = EndpointDeclaration<P, Q, B, R> & {
  /** Stable operation id, `domain.operation`: derived from where it is declared (defineDomain). */
  id: string;
  domain: Domain;
};

export type AnyEndpoint = Endpoint<
  z.ZodTypeAny | undefined,
  z.ZodTypeAny | undefined,
  z.ZodTypeAny | undefined,
  z.ZodTypeAny
>;

/** Keeps the literal types of a declaration while checking its shape. */
export const defineEndpoint = <
  P extends z.ZodTypeAny | undefined = undefined,
  Q extends z.ZodTypeAny | undefined = undefined,
  B extends z.ZodTypeAny | undefined = undefined,
  R extends z.ZodTypeAny = z.ZodTypeAny,
  M extends HttpMethod = HttpMethod,
>(
  endpoint: EndpointDeclaration<P, Q, B, R, M>,
  // NoInfer: inside defineDomain the expected type would otherwise widen an absent part's
  // schema to `ZodTypeAny | undefined`, and every call would have to pass it.
): NoInfer<EndpointDeclaration<P, Q, B, R, M>> => endpoint;

/** A domain's declarations once named: each carries its id `domain.operation` and its domain. */
export type DomainEndpoints<D extends Domain, T extends Record<string, EndpointDeclaration>> = {
  readonly [K in keyof T & string]: T[K] & { readonly id: `${D}.${K}`; readonly domain: D };
};

/**
 * Names a domain's calls once, as ts-rest routers do: the key of each declaration is its
 * operation, so `boatsEndpoints.list` is `boats.list` without the id being written again.
 */
export function defineDomain<D extends Domain, T extends Record<string, EndpointDeclaration>>(domain: D, declarations: T): DomainEndpoints<D, T> {
  // A create with `idempotent` answers the key's refusals too; its documented errors say so once, here.
  const named = Object.entries(declarations).map(([operation, declaration]) => [
    operation,
    { ...declaration, ...(declaration.idempotent ? { errors: withIdempotencyErrors(declaration.errors) } : {}), id: `${domain}.${operation}`, domain },
  ]);
  return Object.fromEntries(named) as DomainEndpoints<D, T>;
}

/** The schema an optional declaration property holds, or never when absent. */
type Declared<S> = Exclude<S, undefined>;
type Has<S> = [Declared<S>] extends [never] ? false : true;
type Infer<S> = Declared<S> extends z.ZodTypeAny ? z.input<Declared<S>> : never;
type Output<S> = Declared<S> extends z.ZodTypeAny ? z.output<Declared<S>> : never;

/** True when the query string has a parameter the call cannot do without. */
type RequiresQuery<E extends AnyEndpoint> = Has<E['query']> extends true ? (Record<never, never> extends Infer<E['query']> ? false : true) : false;

/** What a caller passes: only the parts the endpoint declares; params, a body and a required query are required. */
export type RequestInput<E extends AnyEndpoint> = (Has<E['params']> extends true
  ? { params: Infer<E['params']> }
  : { params?: never }) &
  (Has<E['query']> extends true
    ? RequiresQuery<E> extends true
      ? { query: Infer<E['query']> }
      : { query?: Infer<E['query']> }
    : { query?: never }) &
  (Has<E['body']> extends true ? { body: Infer<E['body']> } : { body?: never });

/** True when a call must pass params, a body or a required query parameter. */
export type NeedsInput<E extends AnyEndpoint> = Has<E['params']> extends true
  ? true
  : Has<E['body']> extends true
    ? true
    : RequiresQuery<E>;

export type ResponseData<E extends AnyEndpoint> = Output<E['response']>;
export type RequestBody<E extends AnyEndpoint> = Output<E['body']>;
export type RequestParams<E extends AnyEndpoint> = Output<E['params']>;
export type RequestQuery<E extends AnyEndpoint> = Output<E['query']>;

/** `/teams/{id}` + {id: 3} → `/teams/3` (values URI-encoded). */
export const fillPath = (path: string, params: Record<string, unknown> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Falta el parámetro de ruta ${name} en ${path}`);
    return encodeURIComponent(String(value));
  });

/** `/teams/{id}` → `/teams/:id` (MSW and express style). */
export const toColonPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** Number of path parameters; more specific (fewer params) routes must be matched first. */
export const paramCount = (path: string) => (path.match(/\{\w+\}/g) ?? []).length;
