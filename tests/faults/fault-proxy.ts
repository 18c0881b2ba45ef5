/**
 * The production build behind a proxy that breaks on request (issue 19): `dist/` served like
 * `vite preview` (prerendered pages by name, other app paths → index.html, a missing asset →
 * 404), `/api` forwarded to the HTTP mock backend started in this process, and faults that a
 * test turns on through `/__faults`:
 *
 *   POST   /__faults          {match, kind, times?, status?, delayMs?} (or an array): add faults
 *   POST   /__faults/reset    fresh demo database, no faults, request log emptied
 *   GET    /__faults/count?match=POST%20/api/auth/refresh-token   → {count} of requests seen
 *   GET    /__faults          → {left}: how many uses each fault has left (a test checks they happened)
 *
 * `match` is 'METHOD /path', '*' matching any run of characters ('GET /assets/*.css'); the
 * first fault that matches and has `times` left (default 1) is used up by the request.
 * Kinds: drop-before (the connection closes, nothing reaches the API), drop-after (the API did
 * it, the answer is lost), delay (delayMs, then forwarded), hang (never answered), status-json
 * and status-html (a gateway's 5xx, or a 404 for an asset, in JSON or as an HTML page),
 * expired-401 ('Token expirado', held until every late-401 has met its request, so that reads
 * "sent together" are in flight together however few reads a page sends at once), late-401 ('Token expirado' for a request that
 * arrives before the next token refresh is answered, held until the new token is in use, i.e.
 * a request with another Authorization has arrived: the answer to a request sent with the old
 * token arriving after the new one).
 *
 * Usage: node --import tsx tests/faults/fault-proxy.ts [--port 8201] [--outDir dist]
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as forwardRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { EventEmitter } from 'node:events';
import { extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { accessMessages } from '@contracts/core/messages';

import { startApiInProcess } from '../../scripts/api-in-process';

export type FaultKind = 'drop-before' | 'drop-after' | 'delay' | 'hang' | 'status-json' | 'status-html' | 'expired-401' | 'late-401';
export type Fault = { match: string; kind: FaultKind; times?: number; status?: number; delayMs?: number };

export const REFRESH_REQUEST = 'POST /api/auth/refresh-token';
/** How long a held 401 waits at most (for the other read, or for the refresh). */
const LATE_401_LIMIT_MS = 10_000;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** What nginx answers when the upstream is down: the page the app must never show. */
const gatewayPage = (status: number) =>
  `<html><head><title>${status} Bad Gateway</title></head><body><center><h1>${status} Bad Gateway</h1></center><hr><center>nginx</center></body></html>`;

/**
 * Closes the connection in the middle of an answer. Chromium sends a request again by itself
 * when a connection it had open closes before any answer, which would hide the fault; once
 * headers have arrived it does not, and fetch fails as on a cut connection.
 */
function cutMidAnswer(response: ServerResponse, status: number) {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': '64' });
  response.write('{', () => response.destroy());
}

const globToRegExp = (glob: string) => new RegExp(`^${glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

export function createFaultProxy({ outDir, apiUrl }: { outDir: string; apiUrl: string }) {
  let faults: (Fault & { left: number; pattern: RegExp; refreshesBefore: number })[] = [];
  let seen: string[] = [];
  let refreshes = 0;
  const answered = new EventEmitter();

  // A 401 'Token expirado' is only for a request that carried a token; a late one only for a
  // request sent before the refresh (one sent after carries the new token).
  const applies = (f: (typeof faults)[number], request: IncomingMessage) =>
    (f.kind !== 'expired-401' && f.kind !== 'late-401') ||
    (request.headers.authorization !== undefined && (f.kind === 'expired-401' || refreshes === f.refreshesBefore));
  /** Resolves once a token refresh has been answered and a request carried another token than `old`. */
  const newTokenInUse = (old: string | undefined) =>
    new Promise<void>((resolve) => {
      const refreshesThen = refreshes;
      const check = (authorization: string | undefined) => {
        if (refreshes === refreshesThen || authorization === undefined || authorization === old) return;
        answered.off('request', check);
        resolve();
      };
      answered.on('request', check);
    });

  const takeFault = (key: string, request: IncomingMessage) => {
    const fault = faults.find((f) => f.left > 0 && f.pattern.test(key) && applies(f, request));
    if (fault) fault.left -= 1;
    if (fault) answered.emit('fault-taken');
    return fault;
  };
  /** Resolves once no late-401 is waiting for its request (at once if none was injected). */
  const lateFaultsTaken = () =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (faults.some((f) => f.kind === 'late-401' && f.left > 0)) return;
        answered.off('fault-taken', check);
        resolve();
      };
      answered.on('fault-taken', check);
      check();
    });

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  /** The request as the API gets it; resolves with the whole answer, not yet sent on. */
  const forward = (request: IncomingMessage) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      const upstream = forwardRequest(new URL(request.url ?? '/', apiUrl), { method: request.method, headers: request.headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }));
      });
      upstream.on('error', reject);
      request.pipe(upstream);
    });

  async function serveThrough(request: IncomingMessage, response: ServerResponse, key: string, serve: () => Promise<void> | void) {
    const fault = takeFault(key, request);
    switch (fault?.kind) {
      case 'drop-before':
        request.resume();
        cutMidAnswer(response, 200);
        return;
      case 'drop-after': {
        if (!key.includes(' /api/')) break;
        cutMidAnswer(response, (await forward(request)).status);
        return;
      }
      case 'hang':
        return;
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.delayMs ?? 1000));
        break;
      case 'status-json':
        request.resume();
        json(response, fault.status ?? 500, { statusCode: fault.status ?? 500, message: 'Internal Server Error' });
        return;
      case 'status-html':
        request.resume();
        response.writeHead(fault.status ?? 502, { 'Content-Type': 'text/html' });
        response.end(gatewayPage(fault.status ?? 502));
        return;
      case 'late-401':
      case 'expired-401':
        request.resume();
        // Each wait is bounded: a client that never sends the other read, or never refreshes, still gets its answer.
        await Promise.race([
          fault.kind === 'late-401' ? newTokenInUse(request.headers.authorization) : lateFaultsTaken(),
          new Promise((resolve) => setTimeout(resolve, LATE_401_LIMIT_MS)),
        ]);
        json(response, 401, { statusCode: 401, message: accessMessages.tokenExpired, additionalData: { errorCode: 'TOKEN_EXPIRED' } });
        return;
    }
    await serve();
  }

  async function proxyApi(request: IncomingMessage, response: ServerResponse, key: string) {
    const answer = await forward(request);
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
    if (key === REFRESH_REQUEST) refreshes += 1;
    answered.emit(key);
  }

  /** Like `vite preview`: a file as is, /signup from signup.html, another app path → index.html. */
  function serveStatic(response: ServerResponse, pathname: string) {
    const file = (name: string) => {
      const path = join(outDir, normalize(name).replace(/^(\.\.[/\\])+/, ''));
      return existsSync(path) && statSync(path).isFile() ? path : null;
    };
    const found = pathname === '/' ? file('index.html') : (file(pathname) ?? (extname(pathname) ? null : (file(`${pathname}.html`) ?? file('index.html'))));
    if (!found) {
      response.writeHead(404, { 'Content-Type': 'text/plain' });
      response.end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': contentTypes[extname(found)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
    createReadStream(found).pipe(response);
  }

  async function control(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method === 'POST' && url.pathname === '/__faults/reset') {
      // The API's own test control: the demo data back to the seed, in its database.
      const reset = await fetch(new URL('/__mock/reset', apiUrl), { method: 'POST' });
      if (!reset.ok) return json(response, 500, { message: `La API no se restableció (${reset.status})` });
      faults = [];
      seen = [];
      refreshes = 0;
      return json(response, 200, { ok: true });
    }
    if (request.method === 'GET' && url.pathname === '/__faults/count') {
      const pattern = globToRegExp(url.searchParams.get('match') ?? '');
      return json(response, 200, { count: seen.filter((key) => pattern.test(key)).length });
    }
    if (request.method === 'GET' && url.pathname === '/__faults') return json(response, 200, { left: faults.map((f) => f.left) });
    if (request.method === 'POST' && url.pathname === '/__faults') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const added = [JSON.parse(Buffer.concat(chunks).toString('utf8')) as Fault | Fault[]].flat();
      faults.push(...added.map((f) => ({ ...f, left: f.times ?? 1, pattern: globToRegExp(f.match), refreshesBefore: refreshes })));
      return json(response, 200, { faults: faults.length });
    }
    json(response, 404, { message: 'Control de fallas desconocido' });
  }

  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://proxy');
    const key = `${request.method ?? 'GET'} ${url.pathname}`;
    const handle = async () => {
      if (url.pathname.startsWith('/__faults')) return control(request, response, url);
      seen.push(key);
      answered.emit('request', request.headers.authorization);
      const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
      await serveThrough(request, response, key, () => (isApi ? proxyApi(request, response, key) : serveStatic(response, url.pathname)));
    };
    handle().catch((error: unknown) => {
      console.error('[fault-proxy]', error);
      if (!response.headersSent) json(response, 500, { message: 'Error del proxy de fallas' });
      else response.destroy();
    });
  });
}

/** Starts the production API on a free port and the proxy on `port`. */
export async function startFaultProxy({ port = 8201, host = '127.0.0.1', outDir = 'dist' } = {}) {
  if (!existsSync(join(outDir, 'index.html')))
    throw new Error(`No hay build en ${outDir}/: VITE_MOCKS=off VITE_API_URL= node node_modules/vite/bin/vite.js build --outDir ${outDir}`);
  // The production API on its embedded database: the faults are a real API's, not the mock's.
  const api = await startApiInProcess({ host });
  const proxy = createFaultProxy({ outDir, apiUrl: api.url });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      proxy.closeAllConnections();
      await Promise.all([new Promise((resolve) => proxy.close(resolve)), api.close()]);
    },
  };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const { url } = await startFaultProxy({ port: Number(arg('--port') ?? 8201), outDir: arg('--outDir') ?? 'dist' });
  console.info(`Build de producción con fallas a pedido en ${url} (control en ${url}/__faults)`);
}
