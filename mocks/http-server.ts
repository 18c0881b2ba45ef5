import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { apiResponseHeaders } from '@contracts/core/http';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@contracts/core/idempotency';
import { resetDemoDb } from './db/reset';
import { answerRequest, errorReply, invalidUrlReply, readablePathname, routeProblem } from './core/answer';
import { internalError } from './core/errors';
import { randomTokenSecret, useTokenSecret } from './core/jwt';

/**
 * The mock backend as a plain HTTP server (`npm run mock:server`): the same MSW handlers,
 * answered through msw's getResponse over node:http, with CORS so an app on another
 * origin (vite dev, Playwright, a backend team's tooling) can use it. The Pact
 * verification talks to it, with POST /__mock/state for provider states.
 */
export const DEFAULT_PORT = 8787;

const corsHeaders = (request: IncomingMessage): Record<string, string> => ({
  'Access-Control-Allow-Origin': request.headers.origin ?? '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? `Authorization, Content-Type, Accept, ${IDEMPOTENCY_KEY_HEADER}`,
  // A page on another origin may read whether a create's answer was a replay (docs/decisions/0027).
  'Access-Control-Expose-Headers': IDEMPOTENT_REPLAYED_HEADER,
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
});

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    request.resume();
    return undefined;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

function toFetchRequest(request: IncomingMessage, method: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  return new Request(url, { method, headers, body: body && method !== 'GET' ? new Uint8Array(body) : undefined });
}

async function send(response: ServerResponse, fetchResponse: Response, extraHeaders: Record<string, string>, headOnly = false) {
  // Every answer, the server's own errors (404, 405, 400) included, is uncacheable and not sniffed.
  // One Headers object, so a name the handler's answer also carries ('cache-control') is set
  // once, whatever its case, instead of going out twice.
  const headers = new Headers({ ...apiResponseHeaders, ...extraHeaders });
  fetchResponse.headers.forEach((value, name) => headers.set(name, value));
  const body = Buffer.from(await fetchResponse.arrayBuffer());
  response.writeHead(fetchResponse.status, fetchResponse.statusText, Object.fromEntries(headers));
  response.end(headOnly ? undefined : body);
}

export function createMockHttpServer(): Server {
  return createServer(async (request, response) => {
    const cors = corsHeaders(request);
    try {
      const method = (request.method ?? 'GET').toUpperCase();
      if (method === 'OPTIONS') {
        response.writeHead(204, { ...apiResponseHeaders, ...cors });
        response.end();
        return;
      }
      const pathname = readablePathname(request.url ?? '/');
      if (pathname === null) {
        request.resume();
        await send(response, invalidUrlReply(), cors);
        return;
      }
      const problem = routeProblem(method, pathname);
      if (problem) {
        request.resume();
        await send(response, problem, cors);
        return;
      }
      // HEAD is GET without the body (RFC 9110 §9.3.2): same status and headers.
      const asMethod = method === 'HEAD' ? 'GET' : method;
      const fetchRequest = toFetchRequest(request, asMethod, await readBody(request));
      await send(response, await answerRequest(fetchRequest), cors, method === 'HEAD');
    } catch (error) {
      console.error('[mock-server]', error);
      await send(response, errorReply(500, internalError().message), cors);
    }
  });
}

/**
 * Starts on `port` (0 picks a free one); resolves with the server and its base URL. Tokens
 * are signed with MOCK_JWT_SECRET, or with a secret drawn at random for this start (so a
 * token of one run never opens another, and nobody can forge one from the public source).
 * Pact's provider states and tests that start the server in-process sign in the same
 * process, so they use whatever secret this start chose.
 */
export async function startMockHttpServer(
  port = DEFAULT_PORT,
  host = '127.0.0.1',
  tokenSecret: string = process.env.MOCK_JWT_SECRET || randomTokenSecret(),
): Promise<{ server: Server; url: string }> {
  useTokenSecret(tokenSecret);
  resetDemoDb();
  const server = createMockHttpServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { server, url: `http://${host}:${actualPort}` };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const port = Number(process.env.PORT ?? DEFAULT_PORT);
  const { url } = await startMockHttpServer(port, process.env.HOST ?? '127.0.0.1');
  console.info(`Backend de demostración escuchando en ${url} (API en ${url}/api, estados Pact en ${url}/__mock/state)`);
}
