import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { getResponse } from 'msw';
import { apiResponseHeaders } from '@contracts/core/http';
import { IDEMPOTENCY_KEY_HEADER } from '@contracts/core/idempotency';
import { handlers } from '@mocks/handlers';
import { startMockHttpServer } from '@mocks/http-server';
import { rawHttp } from './raw-http';

/** Every API answer says no-store and nosniff (issue 19, docs/decisions/0033): in the MSW handlers and over HTTP. */
const login = JSON.stringify({ username: 'admin.cliente', password: 'Demo2026!' });
const json = { 'Content-Type': 'application/json' };

let httpServer: Server;
let base: string;
beforeAll(async () => {
  ({ server: httpServer, url: base } = await startMockHttpServer(0));
});
afterAll(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));

const expectHeaders = (get: (name: string) => string | null | undefined, what: string) => {
  for (const [name, value] of Object.entries(apiResponseHeaders)) expect(get(name.toLowerCase()), `${what}: ${name}`).toBe(value);
};

describe('Cache-Control: no-store and X-Content-Type-Options: nosniff on every API answer', () => {
  it.each([
    ['a success (tokens)', 'POST', '/api/auth/login', login, {}],
    ['a refusal', 'POST', '/api/auth/login', JSON.stringify({ username: 'admin.cliente', password: 'equivocada' }), {}],
    ['a 401 without token', 'GET', '/api/users', undefined, {}],
    ['a malformed path', 'GET', '/api/teams/%E0%A4%A', undefined, {}],
    ['a replayed create', 'POST', '/api/auth/register', JSON.stringify({ username: 'nueva.pescadora', password: 'secreto123' }), { [IDEMPOTENCY_KEY_HEADER]: 'clave-1' }],
  ] as const)('in the MSW handlers: %s', async (what, method, path, body, extra) => {
    for (let i = 0; i < 2; i++) {
      const response = (await getResponse(handlers, new Request(`http://localhost${path}`, { method, headers: { ...json, ...extra }, body })))!;
      expectHeaders((name) => response.headers.get(name), what);
    }
  });

  it.each([
    ['a success', 'POST', '/api/auth/login', login],
    ['a 401 without token (each header once)', 'GET', '/api/competitions/current', undefined],
    ['an unknown route (404)', 'GET', '/api/nada', undefined],
    ['a method not allowed (405)', 'DELETE', '/api/auth/login', undefined],
    ['a malformed path (400)', 'GET', '/api/teams/%E0%A4%A', undefined],
    ['a CORS preflight', 'OPTIONS', '/api/auth/login', undefined],
  ] as const)('over HTTP: %s', async (what, method, path, body) => {
    const reply = await rawHttp(base, method, path, { headers: json, ...(body ? { body } : {}) });
    expectHeaders((name) => reply.headers[name] as string | undefined, what);
    // Each once on the wire (a proxy in front adds its own nosniff; two would read 'nosniff, nosniff').
    const names = reply.rawHeaders.filter((_, i) => i % 2 === 0).map((name) => name.toLowerCase());
    for (const name of Object.keys(apiResponseHeaders)) expect(names.filter((n) => n === name.toLowerCase()), `${what}: ${name}`).toHaveLength(1);
  });
});
