import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { ResponseValidator } from './openapi-responses';

/**
 * A pass-through HTTP proxy that checks every response of the API against the OpenAPI
 * document on its way back. The Pact verifier talks to it instead of the provider, so each
 * response the provider gives during the verification is checked — the mock's or a backend
 * team's, the same way. Requests outside the API prefix (provider states) are not checked.
 */
export type Mismatch = { request: string; problem: string };

// Hop-by-hop headers (RFC 9110 §7.6.1) and those fetch recomputes after decoding the body.
const DROPPED_REQUEST = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'accept-encoding', 'expect']);
const DROPPED_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

export async function startValidatingProxy(
  target: string,
  validator: ResponseValidator,
  options: { apiPrefix?: string } = {},
): Promise<{ server: Server; url: string; mismatches: Mismatch[]; checked: () => number }> {
  const apiPrefix = options.apiPrefix ?? '/api/';
  const mismatches: Mismatch[] = [];
  let checked = 0;
  const server = createServer(async (request, response) => {
    try {
      const method = request.method ?? 'GET';
      const body = await readBody(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (DROPPED_REQUEST.has(name) || value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
      }
      const upstream = await fetch(`${target.replace(/\/+$/, '')}${request.url ?? '/'}`, {
        method,
        headers,
        body: body && method !== 'GET' && method !== 'HEAD' ? new Uint8Array(body) : undefined,
        redirect: 'manual',
      });
      const bytes = Buffer.from(await upstream.arrayBuffer());
      const path = request.url ?? '/';
      if (path.startsWith(apiPrefix)) {
        checked += 1;
        const text = bytes.toString('utf8');
        let parsed: unknown = undefined;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = text;
        }
        const verdict = validator.check({ method, path, status: upstream.status, contentType: upstream.headers.get('content-type'), body: parsed });
        if (!verdict.ok) mismatches.push({ request: `${method} ${path}`, problem: verdict.problem });
      }
      const outHeaders: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!DROPPED_RESPONSE.has(name)) outHeaders[name] = value;
      });
      outHeaders['content-length'] = String(bytes.length);
      response.writeHead(upstream.status, upstream.statusText, outHeaders);
      response.end(bytes);
    } catch (error) {
      mismatches.push({ request: `${request.method} ${request.url}`, problem: `el proxy no pudo reenviar: ${String(error)}` });
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
