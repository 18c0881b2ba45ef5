/**
 * The production build as it is deployed: `dist/` behind nginx with deploy/nginx's
 * configuration (CSP, security headers, caching, compression), and `/api` proxied to
 * `apiUpstream`, or, without one, to the HTTP mock backend (mocks/http-server.ts) started
 * here, so the build runs with data. `npm run serve` (scripts/serve.ts), `npm run perf` and
 * the serve tests (playwright.serve.config.ts) all run this.
 * Builds nothing: `dist/` must exist (`npm run build`).
 */
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { startMockHttpServer } from '../mocks/http-server';
import { cspVariables, startNginx } from './serve-nginx';

export type ProductionServer = {
  url: string;
  /** Where /api goes: the given upstream or the mock started here. */
  apiUrl: string;
  /** Whether nginx answers with brotli (its module is installed). */
  brotli: boolean;
  close: () => Promise<void>;
};

export type ProductionOptions = {
  outDir?: string;
  port?: number;
  /** The API's base URL (without /api); unset starts the HTTP mock. */
  apiUpstream?: string;
  /** The mock's port when it is started here (0: any free one). */
  mockPort?: number;
  /** No access log on stdout (nginx's errors still reach stderr). */
  quiet?: boolean;
};

export async function serveProduction({ outDir = 'dist', port = 8080, apiUpstream, mockPort = 0, quiet = false }: ProductionOptions = {}): Promise<ProductionServer> {
  let mock: { server: Server; url: string } | undefined;
  if (!apiUpstream) mock = await startMockHttpServer(mockPort, '127.0.0.1');
  const closeMock = () =>
    new Promise<void>((done) => {
      if (!mock) return done();
      mock.server.close(() => done());
      // nginx keeps connections to its upstream open; close() alone would wait for them.
      mock.server.closeAllConnections();
    });
  const siteRoot = resolve(outDir);
  try {
    const nginx = await startNginx(
      { PORT: String(port), SITE_ROOT: siteRoot, API_UPSTREAM: apiUpstream ?? mock!.url, ...cspVariables(siteRoot) },
      { quiet },
    );
    return {
      url: nginx.url,
      apiUrl: apiUpstream ?? mock!.url,
      brotli: nginx.brotli,
      close: async () => {
        await nginx.stop();
        await closeMock();
      },
    };
  } catch (error) {
    await closeMock();
    throw error;
  }
}
