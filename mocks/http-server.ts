import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { resetDemoDb } from './db/reset';

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
  'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
  Vary: 'Origin',
});

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

function toFetchRequest(request: IncomingMessage, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  return new Request(url, { method: request.method, headers, body: body ? new Uint8Array(body) : undefined });
}

async function send(response: ServerResponse, fetchResponse: Response, extraHeaders: Record<string, string>) {
  const headers: Record<string, string> = { ...extraHeaders };
  fetchResponse.headers.forEach((value, name) => (headers[name] = value));
  response.writeHead(fetchResponse.status, fetchResponse.statusText, headers);
  response.end(Buffer.from(await fetchResponse.arrayBuffer()));
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createMockHttpServer(): Server {
  return createServer(async (request, response) => {
    const cors = corsHeaders(request);
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors);
        response.end();
        return;
      }
      const fetchRequest = toFetchRequest(request, await readBody(request));
      const mocked = await getResponse(handlers, fetchRequest);
      await send(response, mocked ?? json(404, { statusCode: 404, message: 'Ruta no encontrada en el servidor de demostración' }), cors);
    } catch (error) {
      console.error('[mock-server]', error);
      await send(response, json(500, { statusCode: 500, message: 'Error interno del servidor de demostración' }), cors);
    }
  });
}

/** Starts on `port` (0 picks a free one); resolves with the server and its base URL. */
export async function startMockHttpServer(port = DEFAULT_PORT, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
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
