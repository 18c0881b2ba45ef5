/**
 * The pact and the OpenAPI document agree (issue 8): every interaction's method, path and
 * status exist in contracts/openapi.json, its request (path and query parameters, body)
 * validates against the operation, and its response body against the operation's response
 * for that status. JSON Schema 2020-12 with ajv and ajv-formats, the checks a PactFlow-style
 * validator (swagger-mock-validator) makes, with the paths compared as they are written
 * (both carry /api, docs/decisions/0014).
 *
 * Two deliberate allowances, the same a swagger-mock-validator run makes by default:
 * - a 400 interaction sends what the contract refuses, so its query and body are not checked
 *   (its path parameters are: a path whose id breaks the pattern matches no operation, which
 *   is how swagger-mock-validator reads it);
 * - a response example may leave out a key whose value may be null or an empty list (the
 *   consumer tests omit those on purpose, docs/pact.md), so such keys are not required there.
 *
 * Used by tests/unit/contracts/pact-openapi.test.ts (committed pacts) and by
 * scripts/pact-verify.ts (freshly written pacts, before verifying a provider).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

type PactRequest = { method: string; path: string; query?: Record<string, string[]>; headers?: Record<string, string>; body?: Json };
type PactInteraction = { description: string; request: PactRequest; response: { status: number; body?: Json } };
type Parameter = { name: string; in: string; required?: boolean; schema: JsonObject };
type Operation = { operationId: string; parameters?: Parameter[]; requestBody?: JsonObject; responses: Record<string, JsonObject>; security?: JsonObject[] };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: JsonObject };

// ajv-formats is CommonJS; under Node's ESM loader its default export is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a property may be left out of a response example: it may be null or is a list. */
function omittable(schema: Json, components: JsonObject): boolean {
  if (!isObject(schema)) return false;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop()!;
    return omittable(((components.schemas as JsonObject)[name] ?? null) as Json, components);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('null') || types.includes('array')) return true;
  const branches = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  return Array.isArray(branches) && branches.some((b) => omittable(b, components));
}

/** A copy where no object requires a key that may be null or a list (response examples only). */
function relaxOmittable(schema: Json, components: JsonObject): Json {
  if (Array.isArray(schema)) return schema.map((s) => relaxOmittable(s, components));
  if (!isObject(schema)) return schema;
  const copy: JsonObject = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, relaxOmittable(v, components)]));
  if (Array.isArray(schema.required) && isObject(schema.properties)) {
    const properties = schema.properties;
    copy.required = schema.required.filter((key) => !omittable(properties[key as string] ?? null, components));
  }
  return copy;
}

/** Replaces the document-local `#/components/…` refs with refs into the schema registered under `id`. */
const rebase = (schema: Json, id: string): Json => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${id}#/components/`)) as Json;

export function pactOpenApiDisagreements(pact: { interactions?: PactInteraction[] }, doc: OpenApi): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'requests', components: doc.components } as object);
  ajv.addSchema({ $id: 'responses', components: relaxOmittable(doc.components, doc.components) } as object);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (schema: Json, side: 'requests' | 'responses') => {
    const prepared = rebase(side === 'responses' ? relaxOmittable(schema, doc.components) : schema, side);
    const key = `${side}:${JSON.stringify(prepared)}`;
    if (!compiled.has(key)) compiled.set(key, ajv.compile(prepared as object));
    return compiled.get(key)!;
  };
  const errorsOf = (validate: ValidateFunction) => ajv.errorsText(validate.errors, { dataVar: '' });

  // Concrete paths before templated ones (`/api/teams/progress` before `/api/teams/{id}`), as OpenAPI matches them.
  const templates = Object.keys(doc.paths)
    .map((template) => ({
      template,
      names: [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
      regex: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '([^/]+)')}$`),
    }))
    .sort((a, b) => a.names.length - b.names.length);

  const problems: string[] = [];
  for (const interaction of pact.interactions ?? []) {
    const { request, response } = interaction;
    const where = `"${interaction.description}"`;
    const found = templates.map((t) => ({ t, match: t.regex.exec(request.path) })).find(({ match }) => match);
    if (!found) {
      problems.push(`${where}: ${request.path} no es una ruta del documento`);
      continue;
    }
    const operation = doc.paths[found.t.template]![request.method.toLowerCase()];
    if (!operation) {
      problems.push(`${where}: ${request.method} ${found.t.template} no está en el documento`);
      continue;
    }
    const call = `${where} (${operation.operationId})`;
    let documented = operation.responses[String(response.status)];
    if (!documented) {
      problems.push(`${call}: el estado ${response.status} no está documentado`);
      continue;
    }
    if (typeof documented.$ref === 'string') documented = (doc.components.responses as JsonObject)[documented.$ref.split('/').pop()!] as JsonObject;

    const parameters = operation.parameters ?? [];
    found.t.names.forEach((name, i) => {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
      const value = decodeURIComponent(found.match![i + 1]!);
      if (!parameter) problems.push(`${call}: el parámetro de ruta ${name} no está declarado`);
      else if (!validator(parameter.schema, 'requests')(value)) problems.push(`${call}: parámetro ${name}=${value}: ${errorsOf(validator(parameter.schema, 'requests'))}`);
    });
    if (response.status !== 400) {
      const query = request.query ?? {};
      for (const [name, values] of Object.entries(query)) {
        const parameter = parameters.find((p) => p.in === 'query' && p.name === name);
        if (!parameter) problems.push(`${call}: el parámetro de consulta ${name} no está declarado`);
        else for (const value of values) if (!validator(parameter.schema, 'requests')(value)) problems.push(`${call}: ${name}=${value}: ${errorsOf(validator(parameter.schema, 'requests'))}`);
      }
      for (const parameter of parameters.filter((p) => p.in === 'query' && p.required && !(p.name in query))) problems.push(`${call}: falta el parámetro de consulta ${parameter.name}`);

      const bodySchema = (((operation.requestBody?.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema ?? null) as Json;
      if (request.body !== undefined && bodySchema === null) problems.push(`${call}: la interacción manda un cuerpo que la operación no declara`);
      if (request.body === undefined && bodySchema !== null && operation.requestBody?.required) problems.push(`${call}: falta el cuerpo requerido`);
      if (request.body !== undefined && bodySchema !== null) {
        const validate = validator(bodySchema, 'requests');
        if (!validate(request.body)) problems.push(`${call}: cuerpo de la solicitud: ${errorsOf(validate)}`);
      }
    }
    const needsToken = (operation.security ?? []).length > 0 && !(operation.security ?? []).some((s) => Object.keys(s).length === 0);
    if (needsToken && !Object.keys(request.headers ?? {}).some((h) => h.toLowerCase() === 'authorization')) {
      problems.push(`${call}: la operación exige token y la interacción no manda Authorization`);
    }

    const responseSchema = ((((documented.content as JsonObject | undefined)?.['application/json'] as JsonObject | undefined)?.schema) ?? null) as Json;
    if (response.body !== undefined && responseSchema !== null) {
      const validate = validator(responseSchema, 'responses');
      if (!validate(response.body)) problems.push(`${call}: cuerpo de la respuesta ${response.status}: ${errorsOf(validate)}`);
    }
  }
  return problems;
}

/** The committed document against every pact file in `pactDir`. */
export function pactDirDisagreements(pactDir = path.resolve('pacts'), documentFile = path.resolve('contracts/openapi.json')): string[] {
  const doc = JSON.parse(readFileSync(documentFile, 'utf8')) as OpenApi;
  return readdirSync(pactDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => pactOpenApiDisagreements(JSON.parse(readFileSync(path.join(pactDir, name), 'utf8')) as { interactions?: PactInteraction[] }, doc).map((p) => `${name}: ${p}`));
}
