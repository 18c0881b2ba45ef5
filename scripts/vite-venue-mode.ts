import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { VitePWA, type VitePluginPWAAPI } from 'vite-plugin-pwa';

/** The worker's and the manifest's file names; deploy/nginx and the serve tests name them too. */
export const SERVICE_WORKER_FILE = 'sw.js';
export const MANIFEST_FILE = 'manifest.webmanifest';
/** The worker's static routes (scripts/venue-worker/static-routes.js), imported by sw.js. */
export const STATIC_ROUTES_FILE = 'sw-static-routes.js';

/**
 * Venue mode (issue 23, docs/decisions/0048): a web app manifest and a Workbox service worker
 * that precaches the app shell, every route's chunk and the prerendered pages, so the app
 * opens without signal after one visit. Production build only: the demo build runs the mock
 * backend in MSW's service worker, and two workers cannot share a scope (vite-plugin-pwa #693).
 *
 * `registerType: 'prompt'`: a new version waits until the person chooses 'Actualizar'
 * (src/app/venue/); `injectRegister: false`: the app registers it itself, after the first paint
 * of a signed-in page, so nothing is added to the sign-in page's first load (decision 0004).
 */
export function venueMode(enabled: boolean): Plugin[] {
  return [...VitePWA(venueWorkerOptions(enabled)), workerStaticRoutes(enabled), workerAfterPrerender()];
}

const venueWorkerOptions = (enabled: boolean): Parameters<typeof VitePWA>[0] => ({
    disable: !enabled,
    registerType: 'prompt',
    injectRegister: false,
    filename: SERVICE_WORKER_FILE,
    manifestFilename: MANIFEST_FILE,
    manifest: {
      name: 'Torneo de Pesca · Inscripción',
      short_name: 'Torneo de Pesca',
      description: 'Inscripción y administración del torneo de pesca deportiva de las barras pesqueras.',
      lang: 'es-AR',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5cad',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The shell, every lazily loaded page and its CSS, the prerendered public pages, the icons.
      globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
      // Never the demo's mock workers (also removed from the production build) nor the build's notes.
      globIgnores: ['mockServiceWorker.js', 'demo-service-worker.js', 'csp-hashes.json', '**/*.map', STATIC_ROUTES_FILE],
      // The app's files come straight from the precache, without the fetch handler (decision 0080).
      importScripts: [STATIC_ROUTES_FILE],
      // The main chunk is above Workbox's 2 MiB default only with source maps inlined; keep a margin.
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      // An app address (/dashboard/…) opened offline gets the app page, as nginx answers it online.
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/dashboard(\/|$)/],
      // Chunks of a version the worker no longer lists are left to the network (nginx's 404 rule).
      cleanupOutdatedCaches: true,
      // A new worker waits for 'Actualizar' (skipWaiting on the page's message), then takes over
      // the open tabs (clientsClaim): also the first visit's tab, which no worker controlled yet,
      // so that tab gets the update's reload too, and its reads go through the worker at once.
      skipWaiting: false,
      clientsClaim: true,
    },
});

/** Writes the worker's static routes next to it (a production build only: the demo has no offline worker). */
function workerStaticRoutes(enabled: boolean): Plugin {
  return {
    name: 'pesca:venue-worker-static-routes',
    apply: 'build',
    generateBundle() {
      if (!enabled || this.environment.name !== 'client') return;
      const source = readFileSync(new URL('./venue-worker/static-routes.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: STATIC_ROUTES_FILE, source });
    },
  };
}

/**
 * The worker is written once more after the public pages are prerendered (scripts/vite-prerender.ts
 * runs after the browser build, where vite-plugin-pwa writes it first): otherwise its precache
 * would list index.html's revision before prerendering and miss signup.html and the others.
 */
function workerAfterPrerender(): Plugin {
  return {
    name: 'pesca:venue-worker-after-prerender',
    apply: 'build',
    buildApp: {
      order: 'post',
      async handler(builder) {
        const pwa = builder.config.plugins.find((plugin) => plugin.name === 'vite-plugin-pwa');
        const api = pwa?.api as VitePluginPWAAPI | undefined;
        if (api && !api.disabled) await api.generateSW();
      },
    },
  };
}
