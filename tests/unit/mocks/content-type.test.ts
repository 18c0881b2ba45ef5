import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { API, loginAs } from './http';

/** A raw call with a chosen Content-Type (callApi always sends application/json). */
async function send(method: string, path: string, body: string, contentType: string | null, token?: string) {
  const headers = new Headers();
  if (contentType) headers.set('Content-Type', contentType);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${API}${path}`, { method, headers, body });
  return { status: response.status, body: (await response.json()) as { statusCode: number; message: string; data?: unknown } };
}

const credentials = JSON.stringify({ username: 'admin.cliente', password: 'Demo2026!' });

describe('bodies must be application/json', () => {
  // A cross-site <form enctype="text/plain"> posts without a CORS preflight: it must not sign anyone in.
  it('refuses a login sent as text/plain with 415 in Spanish and no tokens', async () => {
    const reply = await send('POST', '/auth/login', credentials, 'text/plain;charset=UTF-8');
    expect(reply.status).toBe(415);
    expect(reply.body).toMatchObject({ statusCode: 415, message: expect.stringContaining('JSON') });
    expect(reply.body.data).toBeUndefined();
  });

  it('refuses form-encoded bodies too', async () => {
    const reply = await send('POST', '/auth/login', 'username=admin.cliente&password=Demo2026!', 'application/x-www-form-urlencoded');
    expect(reply.status).toBe(415);
  });

  it('accepts application/json with parameters, in any letter case', async () => {
    expect((await send('POST', '/auth/login', credentials, 'Application/JSON; charset=utf-8')).status).toBe(200);
  });

  it('refuses a change sent as text/plain and stores nothing', async () => {
    const { accessToken } = await loginAs('admin.sistema');
    const before = JSON.stringify(db());
    const institution = db().institutions[0]!;
    const reply = await send('PATCH', `/institutions/${institution.id}`, JSON.stringify({ name: 'Cambiado por un formulario ajeno' }), 'text/plain', accessToken);
    expect(reply.status).toBe(415);
    expect(JSON.stringify(db())).toBe(before);
  });
});
