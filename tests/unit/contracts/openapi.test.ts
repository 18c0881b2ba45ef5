import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OperationObject, ParameterObject, ResponseObject } from 'openapi3-ts/oas31';
import { allEndpoints, endpoints } from '@contracts/index';
import { buildOpenApiDocument, documentPath, operationIdOf, serializeOpenApiDocument } from '@contracts/openapi/build';

const fresh = buildOpenApiDocument();
const operations = Object.entries(fresh.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item as Record<string, OperationObject>).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);
const specCalls = readFileSync('tests/unit/contracts/endpoints.txt', 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

describe('OpenAPI document', () => {
  it('is committed up to date (run `npm run openapi` after changing contracts/)', () => {
    const committed = readFileSync('contracts/openapi.json', 'utf8');
    expect(committed === serializeOpenApiDocument(fresh), 'contracts/openapi.json is stale: run npm run openapi').toBe(true);
  });

  it('is OpenAPI 3.1 with every call of endpoints.txt', () => {
    expect(fresh.openapi).toBe('3.1.0');
    const documented = operations.map((o) => `${o.method} ${o.path}`);
    expect(specCalls.map((call) => call.replace(' ', ` ${documentPath('')}`)).filter((call) => !documented.includes(call))).toEqual([]);
    expect(operations).toHaveLength(allEndpoints.length);
  });

  it('names each operation in camelCase from its endpoint id (no dots, unique) and tags it with its domain', () => {
    for (const e of allEndpoints) {
      const op = fresh.paths?.[documentPath(e.path)]?.[e.method.toLowerCase() as 'get'] as OperationObject;
      expect(op.operationId).toBe(operationIdOf(e.id));
      expect(op.operationId).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(op.tags).toEqual([e.domain]);
    }
    expect(operationIdOf('auth.login')).toBe('authLogin');
    expect(new Set(operations.map((o) => o.op.operationId)).size).toBe(operations.length);
  });

  it('writes paths with the /api prefix the pacts use, and the origin as the server', () => {
    expect(Object.keys(fresh.paths ?? {}).every((path) => path.startsWith('/api/'))).toBe(true);
    expect(fresh.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('declares every path placeholder as a required path parameter', () => {
    for (const { path, op } of operations) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const inPath = ((op.parameters ?? []) as ParameterObject[]).filter((p) => p.in === 'path');
      expect(inPath.map((p) => p.name).sort(), `${op.operationId}`).toEqual(placeholders.sort());
      expect(inPath.every((p) => p.required)).toBe(true);
    }
  });

  it('documents query parameters, optional where the contract says so', () => {
    const op = fresh.paths?.['/api/competition_prices/competition/{id}']?.get as OperationObject;
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'payment_type', in: 'query', required: false }));
    const accepted = fresh.paths?.['/api/teams/accepted']?.get as OperationObject;
    expect(accepted.parameters).toContainEqual(expect.objectContaining({ name: 'competition_id', in: 'query', required: true }));
  });

  it('wraps success data in the envelope and errors in the error body with a Spanish example and its code', () => {
    const op = fresh.paths?.['/api/team_members/register']?.post as OperationObject;
    const success = op.responses!['201'].content['application/json'].schema;
    expect(success.required).toEqual(['statusCode', 'message', 'data']);
    expect(success.properties.data).toEqual({ $ref: '#/components/schemas/MemberCreated' });
    const conflict = op.responses!['409'].content['application/json'];
    expect(conflict.schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(conflict.examples.DNI_IN_USE.value).toEqual({
      statusCode: 409,
      message: 'Este DNI ya está en uso.',
      additionalData: { errorCode: 'DNI_IN_USE' },
    });
  });

  it('documents 415 (body not JSON) on every call with a body and on no other', () => {
    for (const e of allEndpoints) {
      const op = fresh.paths?.[documentPath(e.path)]?.[e.method.toLowerCase() as 'get'] as OperationObject;
      expect(op.responses?.['415'], e.id).toEqual(e.body ? { $ref: '#/components/responses/UnsupportedMediaType' } : undefined);
    }
    const shared = fresh.components?.responses?.UnsupportedMediaType as ResponseObject;
    expect(shared.content?.['application/json']?.example.message).toMatch(/JSON/);
  });

  it('requires the bearer token on authenticated calls, none on public ones, and makes it optional on the help request', () => {
    expect(fresh.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect((fresh.paths?.['/api/auth/login']?.post as OperationObject).security).toEqual([]);
    expect((fresh.paths?.['/api/teams']?.get as OperationObject).security).toEqual([{ bearerAuth: [] }]);
    expect((fresh.paths?.['/api/help_desk_tickets']?.post as OperationObject).security).toEqual([{ bearerAuth: [] }, {}]);
  });

  it('states roles and account statuses as x-roles and x-statuses', () => {
    const create = fresh.paths?.['/api/competitions']?.post as OperationObject;
    expect(create['x-roles']).toEqual([1]);
    expect(create['x-statuses']).toEqual(['active']);
    const ownTickets = fresh.paths?.['/api/users/help_desk_tickets']?.get as OperationObject;
    expect(ownTickets['x-roles']).toEqual([3, 4]);
    expect(ownTickets['x-statuses']).toEqual(['registered', 'active']);
  });

  it('notes the calls the project defined where the spec shows none', () => {
    const op = fresh.paths?.['/api/notifications/teams/status']?.get as OperationObject;
    expect(op['x-defined-by-project']).toBe(endpoints.notifications.listTeamStatus.definedByProject);
    expect(op.description).toContain('Definido por el proyecto');
  });

  it('resolves every $ref to a published component', () => {
    const refs = JSON.stringify(fresh).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const [, , section, name] = ref.slice(8, -1).split('/');
      expect((fresh.components as Record<string, Record<string, unknown>>)[section!]?.[name!], ref).toBeDefined();
    }
  });
});

describe('OpenAPI document: shapes a code generator and a validator read without guessing', () => {
  const schemas = fresh.components?.schemas as Record<string, Record<string, unknown>>;

  it('requires statusCode in every success envelope and in the error body (SPEC §7)', () => {
    for (const { op } of operations) {
      const success = Object.entries(op.responses ?? {}).find(([status]) => status.startsWith('2'))![1].content['application/json'].schema;
      expect(success.required, op.operationId).toContain('statusCode');
    }
    expect(schemas.ErrorBody!.required).toEqual(['statusCode', 'message']);
  });

  it('spells role and category ids as integers with their values', () => {
    expect(schemas.RoleId).toEqual({ type: 'integer', enum: [1, 2, 3, 4, 5] });
    expect(schemas.CategoryId).toEqual({ type: 'integer', enum: [1, 2, 3] });
  });

  it('documents each answer of GET /teams and GET /competitions with the case it applies to', () => {
    for (const path of ['/api/teams', '/api/competitions']) {
      const data = (fresh.paths?.[path]?.get as OperationObject).responses!['200'].content['application/json'].schema.properties.data;
      expect(data.oneOf, path).toHaveLength(2);
      for (const branch of data.oneOf) expect(branch, path).toMatchObject({ title: expect.any(String), description: expect.stringMatching(/^Rol /) });
    }
  });

  it('refuses control characters in every string a request may carry (a pattern on each)', () => {
    const strings: { where: string; schema: Record<string, unknown> }[] = [];
    const walk = (schema: unknown, where: string, seen: Set<unknown>) => {
      if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
      seen.add(schema);
      const node = schema as Record<string, unknown>;
      if (typeof node.$ref === 'string') return walk(schemas[node.$ref.split('/').pop()!], node.$ref, seen);
      const types = Array.isArray(node.type) ? node.type : [node.type];
      if (types.includes('string') && !node.enum && !node.const) strings.push({ where, schema: node });
      for (const [key, value] of Object.entries(node)) if (typeof value === 'object') walk(value, `${where}.${key}`, seen);
    };
    for (const { op } of operations) {
      for (const parameter of (op.parameters ?? []) as ParameterObject[]) walk(parameter.schema, `${op.operationId} ${parameter.name}`, new Set());
      walk(op.requestBody, `${op.operationId} body`, new Set());
    }
    expect(strings.length).toBeGreaterThan(50);
    const accepting = strings.filter(({ schema }) => typeof schema.pattern !== 'string' || new RegExp(schema.pattern, 'u').test('a\u0000b'));
    expect(accepting.map((s) => s.where)).toEqual([]);
  });
});
