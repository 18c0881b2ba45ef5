import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { getResponse } from 'msw';
import { requestMessages } from '@contracts/core/messages';
import { handlers } from '@mocks/handlers';
import { startMockHttpServer } from '@mocks/http-server';
import { loginAs } from './http';
import { rawHttp } from './raw-http';

/**
 * A path with a broken percent-encoding (issue 19): 400 in Spanish, never a 500 'URIError',
 * through the handlers every entry point runs (the worker in the browser, Node) and over HTTP.
 */
const broken = ['/api/teams/%E0%A4%A', '/api/teams/%', '/api/payments/%ZZ/status', '/api/teams/%E0%A4%A/categories/family'];

let httpServer: Server;
let base: string;
beforeAll(async () => {
  ({ server: httpServer, url: base } = await startMockHttpServer(0));
});
afterAll(() => new Promise<void>((resolve) => httpServer.close(() => resolve())));

describe('malformed percent-encoding in a path', () => {
  it.each(broken)('answers %s with 400 in Spanish through the MSW handlers', async (path) => {
    const { accessToken } = await loginAs('admin.cliente');
    const method = path.endsWith('family') ? 'PATCH' : 'GET';
    const response = await getResponse(handlers, new Request(`http://localhost${path}`, { method, headers: { Authorization: `Bearer ${accessToken}` } }));
    expect(response?.status).toBe(400);
    expect(await response!.json()).toMatchObject({ statusCode: 400, message: requestMessages.invalidUrl, additionalData: { errorCode: 'VALIDATION_ERROR' } });
  });

  it.each(broken)('answers %s with 400 in Spanish over HTTP', async (path) => {
    const reply = await rawHttp(base, 'GET', path);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toMatchObject({ statusCode: 400, message: requestMessages.invalidUrl });
  });
});
