import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { http, passthrough } from 'msw';
import { jwtDecode } from 'jwt-decode';
import { server as inProcessMocks } from '@mocks/node';
import { startMockHttpServer } from '@mocks/http-server';
import { callApi } from './http';

let httpServer: Server;
let base: string;

beforeAll(async () => {
  ({ server: httpServer, url: base } = await startMockHttpServer(0));
});
afterAll(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));
// The tests' own MSW server would answer these calls in-process; let them reach the real socket.
beforeEach(() => inProcessMocks.use(http.all(`${base}/*`, () => passthrough())));

describe('mock HTTP server', () => {
  // The test page (happy-dom) lives on another origin than the server, like the app under vite dev.
  it('answers a login over real HTTP with CORS headers for the calling origin', async () => {
    expect(location.origin).not.toBe(base);
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin.cliente', password: 'Demo2026!' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(location.origin);
    const body = (await response.json()) as { data: { accessToken: string } };
    expect(jwtDecode(body.data.accessToken)).toMatchObject({ username: 'admin.cliente', roleId: 2 });
  });

  it('answers a CORS preflight', async () => {
    const response = await fetch(`${base}/api/auth/activate`, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('answers 404 in Spanish to an unknown path', async () => {
    const reply = await callApi('GET', '/no-existe', { base: `${base}/api` });
    expect(reply).toMatchObject({ status: 404, body: { message: expect.stringContaining('Ruta no encontrada') } });
  });

  it('applies a named provider state through POST /__mock/state and returns a usable token', async () => {
    await callApi('POST', '/auth/register', { base: `${base}/api`, body: { username: 'sobrevive.no', password: 'secreto123' } });
    const response = await fetch(`${base}/__mock/state`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state: 'a team member exists', params: {}, action: 'setup' }),
    });
    const values = (await response.json()) as { username: string; accessToken: string };
    expect(values.username).toBe('miembro.activo');
    expect(jwtDecode(values.accessToken)).toMatchObject({ roleId: 4, status: 'active' });
    // The state starts from a fresh seed: the account registered before is gone.
    const login = await callApi('POST', '/auth/login', { base: `${base}/api`, body: { username: 'sobrevive.no', password: 'secreto123' } });
    expect(login.status).toBe(401);
  });

  it('refuses an unknown provider state with the list of known ones', async () => {
    const response = await fetch(`${base}/__mock/state`, { method: 'POST', body: JSON.stringify({ state: 'no existe' }) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { known: string[] }).known).toContain('the user is a system admin');
  });
});
