import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type Server } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ResponseValidator } from './openapi-responses';

/**
 * A pass-through HTTP proxy that checks every response of the API against the OpenAPI
 * document on its way back. The Pact verifier talks to it instead of the provider, so each
 * response the provider gives during the verification is checked — the mock's or a backend
 * team's, the same way. Requests outside the API prefix (provider states) are not checked.
 */
export type Mismatch = { request: string; problem: string };

// Hop-by-hop headers (RFC 9110 §7.6.1) are the proxy's own business on each side.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const withoutHopByHop = (headers: IncomingHttpHeaders): OutgoingHttpHeaders =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** Forwards with node:http(s), not fetch: under vitest's DOM environment fetch is the page's (CORS). */
function forward(target: URL, request: IncomingMessage, body: Buffer): Promise<{ status: number; statusText: string; headers: IncomingHttpHeaders; body: Buffer }> {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers = { ...withoutHopByHop(request.headers), host: target.host, 'accept-encoding': 'identity' };
  return new Promise((resolve, reject) => {
    const upstream = send(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: `${target.pathname.replace(/\/+$/, '')}${request.url ?? '/'}`,
        headers,
      },
      (response) => {
        readAll(response).then(
          (bytes) => resolve({ status: response.statusCode ?? 502, statusText: response.statusMessage ?? '', headers: response.headers, body: bytes }),
          reject,
        );
      },
    );
    upstream.on('error', reject);
    upstream.end(body.length ? body : undefined);
  });
}

export async function startValidatingProxy(
  target: string,
  validator: ResponseValidator,
  options: { apiPrefix?: string } = {},
): Promise<{ server: Server; url: string; mismatches: Mismatch[]; checked: () => number }> {
  const apiPrefix = options.apiPrefix ?? '/api/';
  const targetUrl = new URL(target);
  const mismatches: Mismatch[] = [];
  let checked = 0;
  const server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    try {
      const upstream = await forward(targetUrl, request, await readAll(request));
      if (path.startsWith(apiPrefix)) {
        checked += 1;
        const text = upstream.body.toString('utf8');
        let parsed: unknown = undefined;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = text;
        }
        const contentType = upstream.headers['content-type'] ?? null;
        const verdict = validator.check({ method, path, status: upstream.status, contentType, body: parsed });
        if (!verdict.ok) mismatches.push({ request: `${method} ${path}`, problem: verdict.problem });
      }
      response.writeHead(upstream.status, upstream.statusText, withoutHopByHop(upstream.headers));
      response.end(upstream.body);
    } catch (error) {
      mismatches.push({ request: `${method} ${path}`, problem: `el proxy no pudo reenviar: ${String(error)}` });
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 502, message: 'El proxy de validación no pudo contactar al proveedor' }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}`, mismatches, checked: () => checked };
}
