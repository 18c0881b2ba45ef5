/**
 * The production build as it is deployed: `dist/` behind nginx with deploy/nginx's
 * configuration (CSP, security headers, caching, compression), and `/api` proxied to
 * `apiUpstream`; without one, to the production API (server/, on PostgreSQL or its embedded
 * database) started here as its own process, or, when asked (`api: 'mock'`), to the HTTP mock
 * backend (mocks/http-server.ts). `npm run serve` (scripts/serve.ts), `npm run perf` and the
 * serve tests (playwright.serve.config.ts) all run this.
 * Builds nothing: `dist/` must exist (`npm run build`).
 */
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { startMockHttpServer } from '../mocks/http-server';
import { startApiProcess } from './api-process';
import { cspVariables, startNginx } from './serve-nginx';
import { freePort } from './free-port';

export type ProductionServer = {
  url: string;
  /** Where /api goes: the given upstream or the API started here (the first, when several). */
  apiUrl: string;
  /** Every API process started here. */
  apiUrls: string[];
  /** Whether nginx answers with brotli (its module is installed). */
  brotli: boolean;
  close: () => Promise<void>;
};

export type ProductionOptions = {
  outDir?: string;
  port?: number;
  /** The API's base URL (without /api); unset starts `api` here. */
  apiUpstream?: string;
  /** What to start when there is no upstream: the production API (default) or the HTTP mock. */
  api?: 'server' | 'mock';
  /** The started API's port (0: any free one). */
  apiPort?: number;
  /** The production API's environment (DATA_DIR, DATABASE_URL, JWT_SECRET, SEED, API_TEST_CONTROLS…). */
  apiEnv?: Record<string, string | undefined>;
  /** No access log on stdout (nginx's errors still reach stderr). */
  quiet?: boolean;
  /**
   * How many production API processes to start (API_PROCESSES), balanced by an nginx
   * `upstream`; more than one needs PostgreSQL (DATABASE_URL in apiEnv). 1 by default.
   */
  apiProcesses?: number;
};


async function startApi(kind: 'server' | 'mock', port: number, env: Record<string, string | undefined>, quiet: boolean): Promise<{ url: string; urls: string[]; close: () => Promise<void> }> {
  if (kind === 'mock') {
    const mock: { server: Server; url: string } = await startMockHttpServer(port, '127.0.0.1');
    return {
      url: mock.url,
      urls: [mock.url],
      close: () =>
        new Promise<void>((done) => {
          mock.server.close(() => done());
          // nginx keeps connections to its upstream open; close() alone would wait for them.
          mock.server.closeAllConnections();
        }),
    };
  }
  const api = await startApiProcess({ ...env, PORT: String(port || (await freePort())), HOST: '127.0.0.1', TRUST_PROXY: 'on' }, { quiet });
  return { url: api.url, urls: [api.url], close: api.stop };
}

/** `count` production API processes on one PostgreSQL, started together. */
async function startApis(count: number, env: Record<string, string | undefined>, quiet: boolean) {
  if (count > 1 && !env.DATABASE_URL) throw new Error('Varios procesos de la API (API_PROCESSES) necesitan PostgreSQL (DATABASE_URL): la base embebida es de un solo proceso.');
  // The first one migrates and seeds; the others start on a migrated database.
  const first = await startApi('server', 0, env, quiet);
  const others = await Promise.all(Array.from({ length: count - 1 }, () => startApi('server', 0, env, quiet)).map((p) => p.catch((error: unknown) => error as Error)));
  const failed = others.find((other): other is Error => other instanceof Error);
  const started = [first, ...others.filter((other): other is Exclude<typeof other, Error> => !(other instanceof Error))];
  if (failed) {
    await Promise.all(started.map((api) => api.close()));
    throw failed;
  }
  return { url: first.url, urls: started.map((api) => api.url), close: async () => void (await Promise.all(started.map((api) => api.close()))) };
}

export async function serveProduction({
  outDir = 'dist',
  port = 8080,
  apiUpstream,
  api = 'server',
  apiPort = 0,
  apiEnv = {},
  quiet = false,
  apiProcesses = 1,
}: ProductionOptions = {}): Promise<ProductionServer> {
  const started = apiUpstream
    ? undefined
    : api === 'server' && apiProcesses > 1
      ? await startApis(apiProcesses, apiEnv, quiet)
      : await startApi(api, apiPort, apiEnv, quiet);
  const apiUrl = apiUpstream ?? started!.url;
  const closeApi = async () => {
    await started?.close();
  };
  const siteRoot = resolve(outDir);
  try {
    const nginx = await startNginx(
      { PORT: String(port), SITE_ROOT: siteRoot, API_UPSTREAM: apiUrl, ...cspVariables(siteRoot) },
      { quiet, apiServers: started && started.urls.length > 1 ? started.urls : undefined },
    );
    return {
      url: nginx.url,
      apiUrl,
      apiUrls: started?.urls ?? [apiUpstream!],
      brotli: nginx.brotli,
      close: async () => {
        await nginx.stop();
        await closeApi();
      },
    };
  } catch (error) {
    await closeApi();
    throw error;
  }
}
