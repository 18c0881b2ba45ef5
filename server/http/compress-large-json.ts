import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipped = promisify(gzip);

/** Whether an Accept-Encoding header takes gzip (by name or `*`, with a quality above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * JSON answers of at least `minBytes` leave the API gzipped, when the client (nginx passes the
 * browser's Accept-Encoding on) takes gzip. The admins' lists of a large tournament are megabytes
 * of JSON (1.7 MB for 5,000 teams): writing them to nginx's socket uncompressed cost the API's
 * one thread more than building them (`npm run load`'s profile, docs/scaling.md), while zlib
 * compresses on libuv's thread pool, beside that thread. Level 5, nginx's (deploy/nginx): the
 * same bytes reach the browser for the same CPU as when nginx compressed them, only no longer on
 * the API's thread. nginx sends an answer that is already compressed as it is; smaller answers it
 * still compresses itself, as before.
 */
export function compressLargeJson(minBytes: number): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A HEAD answer has no body to compress (its Content-Length is the GET's).
    if (c.req.method !== 'GET') return;
    const response = c.res;
    if (!/^application\/json\b/i.test(response.headers.get('content-type') ?? '') || response.headers.has('content-encoding')) return;
    if (!(Number(response.headers.get('content-length')) >= minBytes) || !acceptsGzip(c.req.header('accept-encoding'))) return;
    const body = await gzipped(new Uint8Array(await response.arrayBuffer()), { level: 5 });
    const headers = new Headers(response.headers);
    headers.set('content-encoding', 'gzip');
    headers.set('content-length', String(body.byteLength));
    headers.append('vary', 'Accept-Encoding');
    c.res = undefined;
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}
