import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { startMockHttpServer } from '@mocks/http-server';
import { db } from '@mocks/db/store';
import { rawHttp, type RawHttpReply } from './raw-http';

/** The mock HTTP server as a backend team's tools see it: raw requests over a socket. */
let httpServer: Server;
let base: URL;

beforeAll(async () => {
  const started = await startMockHttpServer(0);
  httpServer = started.server;
  base = new URL(started.url);
});
afterAll(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));

type Raw = RawHttpReply;

const raw = (method: string, path: string, options?: { headers?: Record<string, string>; body?: string }) => rawHttp(base.href, method, path, options);

const envelope = (reply: Raw) => JSON.parse(reply.text) as { statusCode: number; message: string; additionalData?: { errorCode?: string } };

async function tokenOf(username: string) {
  const reply = await raw('POST', '/api/auth/login', {
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: 'Demo2026!' }),
  });
  return (JSON.parse(reply.text) as { data: { accessToken: string } }).data.accessToken;
}

describe('mock HTTP server: methods and paths', () => {
  it('answers TRACE on an API path with 405, the Allow header and a Spanish envelope (never 500)', async () => {
    const reply = await raw('TRACE', '/api/teams');
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD, POST, PATCH, DELETE, OPTIONS');
    expect(envelope(reply)).toMatchObject({ statusCode: 405, message: expect.stringMatching(/^Método TRACE no permitido/) });
  });

  it('answers a method the path does not serve with 405 and what it does serve', async () => {
    const put = await raw('PUT', '/api/auth/login', { headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('POST, OPTIONS');
    const unknown = await raw('PROPFIND', '/api/competitions/3');
    expect(unknown.status).toBe(405);
    expect(unknown.headers.allow).toBe('GET, HEAD, PATCH, DELETE, OPTIONS');
  });

  it('answers an unknown path with 404 and the Spanish envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'TRACE', 'DELETE']) {
      const reply = await raw(method, '/api/no-existe');
      expect(reply.status, method).toBe(404);
      expect(envelope(reply), method).toMatchObject({ statusCode: 404, message: 'Ruta no encontrada en el servidor', additionalData: { errorCode: 'NOT_FOUND' } });
    }
  });

  it('answers HEAD like GET without a body', async () => {
    const token = await tokenOf('admin.sistema');
    const get = await raw('GET', '/api/competitions/current', { headers: { Authorization: `Bearer ${token}` } });
    const head = await raw('HEAD', '/api/competitions/current', { headers: { Authorization: `Bearer ${token}` } });
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.text).toBe('');
  });
});

describe('mock HTTP server: bodies', () => {
  it('refuses a text/plain login (what a cross-site form sends without preflight) with 415 and no tokens', async () => {
    const reply = await raw('POST', '/api/auth/login', {
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ username: 'admin.cliente', password: 'Demo2026!' }),
    });
    expect(reply.status).toBe(415);
    expect(envelope(reply)).toMatchObject({ statusCode: 415, message: expect.stringContaining('application/json') });
    expect(reply.text).not.toContain('accessToken');
  });

  // Control characters are refused by the contract's string primitives (contracts/core/text.ts).
  it('refuses a string with a NUL or another control character with 400 and stores nothing', async () => {
    const token = await tokenOf('admin.sistema');
    const institution = db().institutions[0]!;
    const before = JSON.stringify(db());
    for (const name of ['Club\u0000Nulo', 'Club\u0007Campana', 'Club\u001bEscape']) {
      const reply = await raw('PATCH', `/api/institutions/${institution.id}`, {
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ name }),
      });
      expect(reply.status, JSON.stringify(name)).toBe(400);
      expect(envelope(reply).message).not.toBe('');
    }
    expect(JSON.stringify(db())).toBe(before);
  });
});
