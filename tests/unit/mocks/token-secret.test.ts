import { afterEach, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { SignJWT, jwtVerify } from 'jose';
import { startMockHttpServer } from '@mocks/http-server';
import { signAccessToken, useTokenSecret } from '@mocks/core/jwt';
import { rawHttp } from './raw-http';

/** The HTTP mock's token secret (issue 19, docs/decisions/0034): from MOCK_JWT_SECRET, or random per start. */
const PUBLIC_DEMO_SECRET = 'pesca-demo-mock-secret-no-usar-en-produccion';
const json = { 'Content-Type': 'application/json' };
const login = JSON.stringify({ username: 'admin.cliente', password: 'Demo2026!' });

let running: Server | null = null;
afterEach(async () => {
  delete process.env.MOCK_JWT_SECRET;
  if (running) await new Promise<void>((resolve) => running!.close(() => resolve()));
  running = null;
});

async function start() {
  const { server, url } = await startMockHttpServer(0);
  running = server;
  return url;
}

const forge = async (secret: string) =>
  new SignJWT({ id: 2, roleId: 2, status: 'active', username: 'admin.cliente', teamId: null, type: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject('2')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode(secret));

describe('the HTTP mock signs tokens with its own secret', () => {
  it('refuses a token forged with the public demo key, and accepts its own', async () => {
    const base = await start();
    const forged = await rawHttp(base, 'GET', '/api/users', { headers: { Authorization: `Bearer ${await forge(PUBLIC_DEMO_SECRET)}` } });
    expect(forged.status).toBe(401);
    const { data } = JSON.parse((await rawHttp(base, 'POST', '/api/auth/login', { headers: json, body: login })).text) as { data: { accessToken: string } };
    expect((await rawHttp(base, 'GET', '/api/users', { headers: { Authorization: `Bearer ${data.accessToken}` } })).status).toBe(200);
  });

  it('signs with MOCK_JWT_SECRET when set, so sessions survive a restart', async () => {
    const secret = 'un-secreto-de-prueba-de-al-menos-32-caracteres';
    process.env.MOCK_JWT_SECRET = secret;
    const base = await start();
    const { data } = JSON.parse((await rawHttp(base, 'POST', '/api/auth/login', { headers: json, body: login })).text) as { data: { accessToken: string } };
    await expect(jwtVerify(data.accessToken, new TextEncoder().encode(secret))).resolves.toBeTruthy();
    expect((await rawHttp(base, 'GET', '/api/users', { headers: { Authorization: `Bearer ${await forge(secret)}` } })).status).toBe(200);
  });

  it('draws another secret at every start without MOCK_JWT_SECRET', async () => {
    const first = await start();
    const { data } = JSON.parse((await rawHttp(first, 'POST', '/api/auth/login', { headers: json, body: login })).text) as { data: { accessToken: string } };
    await new Promise<void>((resolve) => running!.close(() => resolve()));
    const second = await start();
    expect((await rawHttp(second, 'GET', '/api/users', { headers: { Authorization: `Bearer ${data.accessToken}` } })).status).toBe(401);
  });

  it('refuses a secret shorter than 32 characters', () => {
    expect(() => useTokenSecret('corto')).toThrow(/32 caracteres/);
  });
});

describe('access tokens', () => {
  it('differ even when issued within the same second for the same claims (a refresh is told from the token it replaced)', async () => {
    const claims = { id: 7, roleId: 3, status: 'active', username: 'capitan' } as const;
    const [first, second] = await Promise.all([signAccessToken(claims), signAccessToken(claims)]);
    expect(first).not.toBe(second);
  });
});
