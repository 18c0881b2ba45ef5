import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { http, passthrough } from 'msw';
import { server as inProcessMocks } from '@mocks/node';
import { createResponseValidator, readOpenApi } from '../../../scripts/openapi-responses';
import { startValidatingProxy } from '../../../scripts/validating-proxy';
import { rawHttp } from '../mocks/raw-http';

const doc = readOpenApi();
const validator = createResponseValidator(doc);
const tokens = { statusCode: 200, message: 'OK', data: { accessToken: 'a.b.c', refreshToken: 'd.e.f' } };

describe('OpenAPI response validator', () => {
  it('accepts a documented status whose body matches its schema', () => {
    expect(validator.check({ method: 'POST', path: '/api/auth/login', status: 200, contentType: 'application/json', body: tokens })).toEqual({ ok: true, operationId: 'authLogin' });
    expect(validator.check({ method: 'POST', path: '/api/auth/login', status: 401, body: { statusCode: 401, message: 'Usuario o contraseña incorrectos' } }).ok).toBe(true);
  });

  it('refuses a status the operation does not document, naming the documented ones', () => {
    const verdict = validator.check({ method: 'POST', path: '/api/auth/login', status: 404, body: { statusCode: 404, message: 'x' } });
    expect(verdict).toMatchObject({ ok: false, problem: expect.stringMatching(/authLogin: el estado 404 no está documentado \(documentados: 200, 400/) });
  });

  it('refuses a body that breaks the schema, saying where', () => {
    const verdict = validator.check({ method: 'POST', path: '/api/auth/login', status: 200, body: { message: 'OK', data: { accessToken: 7 } } });
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.problem).toContain('/data/accessToken');
  });

  it('refuses a JSON body announced with another content type, and a call no operation serves', () => {
    expect(validator.check({ method: 'POST', path: '/api/auth/login', status: 200, contentType: 'text/html', body: tokens }).ok).toBe(false);
    expect(validator.check({ method: 'PUT', path: '/api/auth/login', status: 200, body: tokens }).ok).toBe(false);
    expect(validator.check({ method: 'GET', path: '/auth/login', status: 200, body: tokens }).ok).toBe(false);
  });

  it('matches literal segments before placeholders and ignores the query string', () => {
    expect(validator.operationOf('GET', '/api/teams/progress?competition_id=3')?.operationId).toBe('teamsGetProgress');
    expect(validator.operationOf('GET', '/api/teams/12')?.template).toBe('/api/teams/{id}');
  });

  // Our document writes /api in the paths (decision 0014); a document that keeps it in
  // `servers` instead resolves alike, so the proxy also serves such an API's document.
  it('resolves paths whether /api sits in servers or in the paths', () => {
    const moved = {
      ...doc,
      servers: [{ url: 'https://api.example.test/api' }],
      paths: Object.fromEntries(Object.entries(doc.paths ?? {}).map(([path, item]) => [path.replace(/^\/api/, ''), item])),
    };
    const other = createResponseValidator(moved);
    expect(other.check({ method: 'POST', path: '/api/auth/login', status: 200, body: tokens })).toEqual({ ok: true, operationId: 'authLogin' });
    expect(other.documentedStatuses('GET', '/api/teams/12')).toEqual(validator.documentedStatuses('GET', '/api/teams/12'));
  });
});

describe('validating proxy', () => {
  let upstream: Server;
  let upstreamUrl: string;
  beforeAll(async () => {
    // A provider that answers an undocumented 404 to the login and the state endpoint normally.
    upstream = createServer((request, response) => {
      response.writeHead(request.url === '/api/auth/login' ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 404, message: 'No existe' }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const address = upstream.address();
    upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

  it('passes responses through unchanged and records those that break the document', async () => {
    const proxy = await startValidatingProxy(upstreamUrl, validator);
    try {
      // The proxy's own fetch runs in this process: the tests' MSW server must let it through.
      inProcessMocks.use(http.all(`${upstreamUrl}/*`, () => passthrough()));
      const reply = await rawHttp(proxy.url, 'POST', '/api/auth/login', { headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(reply.status).toBe(404);
      expect(JSON.parse(reply.text)).toEqual({ statusCode: 404, message: 'No existe' });
      await rawHttp(proxy.url, 'POST', '/__mock/state', { body: '{}' });
      expect(proxy.checked()).toBe(1);
      expect(proxy.mismatches).toEqual([{ request: 'POST /api/auth/login', problem: expect.stringContaining('el estado 404 no está documentado') }]);
    } finally {
      await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
    }
  });
});
