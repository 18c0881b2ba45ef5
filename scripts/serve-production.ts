/**
 * The production build as it is deployed: `dist/` served as static files, with the API on the
 * same origin. The build (VITE_API_URL unset, mocks off) calls `/api/…` on the page's own origin;
 * here `/api` goes to the HTTP mock backend (mocks/http-server.ts), which answers like the real
 * API. `npm run perf` measures what this serves. A stand-in until the app's own web server
 * configuration exists.
 *
 * `vite preview` answers /signup with signup.html and unknown paths with index.html, as the
 * prerendered pages need (decision 0013).
 * Usage: node --import tsx scripts/serve-production.ts [--port 4320] [--outDir dist]
 */
import { pathToFileURL } from 'node:url';
import { preview } from 'vite';
import { startMockHttpServer } from '../mocks/http-server';

export type ProductionServer = { url: string; apiUrl: string; close: () => Promise<void> };

export async function serveProduction({ outDir = 'dist', port = 4320, host = '127.0.0.1' } = {}): Promise<ProductionServer> {
  const api = await startMockHttpServer(0, host);
  const site = await preview({
    // Not the project's config: its plugins build, and this only serves what was built.
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host, port, strictPort: true, proxy: { '/api': { target: api.url } } },
  });
  return {
    url: `http://${host}:${port}`,
    apiUrl: api.url,
    close: async () => {
      await site.close();
      await new Promise<void>((resolve) => api.server.close(() => resolve()));
    },
  };
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const { url, apiUrl } = await serveProduction({ outDir: arg('--outDir') ?? 'dist', port: Number(arg('--port') ?? 4320) });
  console.info(`Build de producción en ${url} (/api → backend simulado en ${apiUrl})`);
}
