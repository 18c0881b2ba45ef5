import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

/**
 * Checks a response against contracts/openapi.json the way a backend team's tooling would
 * (JSON Schema 2020-12 through ajv, formats through ajv-formats): the method and path name a
 * documented operation, the status is documented for it, and the body matches that status's
 * schema. The Pact verification (scripts/pact-verify.ts) and the property tests of the mock
 * (tests/unit/mocks/property) run every response they get through it.
 *
 * Paths are resolved as a client does: the first `servers` URL's path plus the operation's
 * path template, so the document may carry `/api` in `servers` or in its paths.
 */
type Json = Record<string, unknown>;
type Operation = { operationId?: string; responses?: Record<string, Json> };
type OpenApiDoc = { servers?: { url: string }[]; paths?: Record<string, Record<string, Operation>> } & Json;

export type ResponseToCheck = { method: string; path: string; status: number; contentType?: string | null; body: unknown };
export type ResponseVerdict =
  | { ok: true; operationId: string }
  | { ok: false; operationId?: string; problem: string };

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// ajv-formats is CommonJS with a default export; under tsx and vitest it can arrive wrapped.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

/** Relative to the project root, where npm scripts and vitest run (import.meta.url is not a file URL under vitest's DOM environment). */
export const OPENAPI_PATH = path.resolve('contracts/openapi.json');

export const readOpenApi = (file = OPENAPI_PATH): OpenApiDoc => JSON.parse(readFileSync(file, 'utf8')) as OpenApiDoc;

/** The path part of the first server URL (`/api`, `https://x.test/api` → `/api`; none → ''). */
function serverPrefix(doc: OpenApiDoc): string {
  const url = doc.servers?.[0]?.url ?? '';
  const pathname = /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? new URL(url).pathname : url;
  return pathname.replace(/\/+$/, '');
}

/** JSON Pointer escaping of one segment (`/auth/login` → `~1auth~1login`). */
const pointer = (...segments: string[]) => segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

type Route = { template: string; method: string; pattern: RegExp; params: number; operation: Operation };

function routesOf(doc: OpenApiDoc): Route[] {
  const prefix = serverPrefix(doc);
  const routes: Route[] = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    const full = `${prefix}${template}`;
    const source = full.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    for (const method of METHODS) {
      const operation = item[method];
      if (operation)
        routes.push({ template, method, pattern: new RegExp(`^${source}/?$`), params: (template.match(/\{/g) ?? []).length, operation });
    }
  }
  // `/teams/progress` before `/teams/{id}`: a literal segment wins over a placeholder.
  return routes.sort((a, b) => a.params - b.params);
}

export type ResponseValidator = {
  check(response: ResponseToCheck): ResponseVerdict;
  /** The documented statuses of the operation serving method + path (empty when none does). */
  documentedStatuses(method: string, path: string): number[];
  operationOf(method: string, path: string): { operationId: string; template: string } | undefined;
  /** operationId → its documented statuses, for every operation of the document. */
  documentedByOperation(): Record<string, number[]>;
};

export function createResponseValidator(doc: OpenApiDoc = readOpenApi()): ResponseValidator {
  // strict: false — the document mixes OpenAPI keywords (example, x-roles) into its schemas.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'openapi.json');
  const routes = routesOf(doc);
  const compiled = new Map<string, ValidateFunction>();

  const find = (method: string, path: string) => {
    const pathname = path.split(/[?#]/)[0]!;
    return routes.find((r) => r.method === method.toLowerCase() && r.pattern.test(pathname));
  };

  /** A response object, following one `$ref` into components/responses. */
  const resolveResponse = (response: Json): { json: Json; pointerBase: string } | undefined => {
    const ref = response.$ref;
    if (typeof ref !== 'string') return undefined;
    const name = ref.replace('#/components/responses/', '');
    const components = (doc.components as { responses?: Record<string, Json> } | undefined)?.responses;
    const target = components?.[name];
    return target ? { json: target, pointerBase: `#/${pointer('components', 'responses', name)}` } : undefined;
  };

  const validatorFor = (route: Route, statusKey: string): ValidateFunction | null => {
    const cacheKey = `${route.method} ${route.template} ${statusKey}`;
    const cached = compiled.get(cacheKey);
    if (cached) return cached;
    let response = route.operation.responses![statusKey]!;
    let base = `#/${pointer('paths', route.template, route.method, 'responses', statusKey)}`;
    const resolved = resolveResponse(response);
    if (resolved) ({ json: response, pointerBase: base } = resolved);
    const content = response.content as Record<string, { schema?: unknown }> | undefined;
    if (!content?.['application/json']?.schema) return null;
    const validate = ajv.compile({ $ref: `openapi.json${base}/${pointer('content', 'application/json', 'schema')}` });
    compiled.set(cacheKey, validate);
    return validate;
  };

  const statusesOf = (operation: Operation) =>
    Object.keys(operation.responses ?? {})
      .filter((key) => /^\d{3}$/.test(key))
      .map(Number);

  return {
    documentedByOperation() {
      return Object.fromEntries(routes.map((r) => [r.operation.operationId ?? `${r.method} ${r.template}`, statusesOf(r.operation)]));
    },
    operationOf(method, path) {
      const route = find(method, path);
      return route ? { operationId: route.operation.operationId ?? `${route.method} ${route.template}`, template: route.template } : undefined;
    },
    documentedStatuses(method, path) {
      const route = find(method, path);
      return route ? statusesOf(route.operation) : [];
    },
    check({ method, path, status, contentType, body }) {
      const route = find(method, path);
      if (!route) return { ok: false, problem: `${method.toUpperCase()} ${path.split('?')[0]}: ninguna operación del documento la sirve` };
      const operationId = route.operation.operationId ?? `${route.method} ${route.template}`;
      const responses = route.operation.responses ?? {};
      const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in responses);
      if (!statusKey) {
        return { ok: false, operationId, problem: `${operationId}: el estado ${status} no está documentado (documentados: ${Object.keys(responses).join(', ')})` };
      }
      const validate = validatorFor(route, statusKey);
      if (!validate) return { ok: true, operationId };
      if (contentType !== undefined && contentType?.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
        return { ok: false, operationId, problem: `${operationId} ${status}: Content-Type ${contentType ?? '(ninguno)'} en lugar de application/json` };
      }
      if (validate(body)) return { ok: true, operationId };
      const details = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(raíz)'} ${e.message ?? ''}`.trim());
      return { ok: false, operationId, problem: `${operationId} ${status}: el cuerpo no cumple el esquema: ${details.join('; ')}` };
    },
  };
}
