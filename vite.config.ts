import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { prerenderPages } from './scripts/vite-prerender.ts';
import { noChunkCycles } from './scripts/chunk-cycles.ts';
import { dropMockWorkers } from './scripts/vite-mock-workers.ts';
import { venueMode } from './scripts/vite-venue-mode.ts';
import { defaultLocaleWithoutIcu } from './scripts/vite-default-locale.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The chunks we name; everything else is split by rolldown (a chunk per lazy page, and one per
 * set of modules the same pages share). A group names our own modules (or packages, by name),
 * never a library's internal files: its members' dependencies come along (rolldown's
 * `includeDependenciesRecursively`, on by default), which also keeps the chunks from importing
 * each other (decision 0020).
 */
const chunkGroups = [
  // The sign-in form's fields and form layer, with the react-aria parts they use (taken along
  // as dependencies). Left to the automatic splitting, a list page that needs the labels but
  // not the form layer cut them in two, and the sign-in page paid ~1 KiB gz of chunk overhead
  // over its 100 KiB budget (decision 0004). A page that needs part of it loads all (~24 KiB gz).
  // The password field and the icons are in it too: as chunks of their own (the sign-in page
  // needs both) they cost another ~0.9 KiB gz of chunk overhead.
  { name: 'form-fields', test: (id: string) => formFieldModules.test(id) },
];

/** The sign-in form's fields and form layer (react-aria's parts come along as their dependencies). */
const formFieldModules = new RegExp(
  [
    String.raw`/src/lib/forms/(use-form|form-state|validation-timers|error-summary-content|schema-loader|paths|focus-first|schema-errors|empty-as-null)\.ts$`,
    String.raw`/src/ui/(field-parts|text-field|password-field|icons|error-summary|validated-form)\.tsx$`,
    // vanilla-extract's compiled class names of the fields and page layout.
    String.raw`/src/ui/(field|page)\.css\.ts`,
  ].join('|'),
);

// VITE_MOCKS=off builds the production bundle: the mock backend (msw, faker, jose) is
// behind a dynamic import guarded by this flag, so it is dropped from that build. The same
// rule as src/main.tsx's `mocksEnabled`.
const mocksEnabled = process.env.VITE_MOCKS === 'on' || (process.env.VITE_MOCKS !== 'off' && !process.env.VITE_API_URL);

export default defineConfig({
  plugins: [
    // react-aria ships its built-in strings for ~35 locales; the app speaks es-AR only.
    { ...optimizeLocales.vite({ locales: ['es-AR', 'es'] }), enforce: 'pre' },
    react(),
    // react-aria's default locale without ICU at load: the first load's longest task (decision 0076).
    defaultLocaleWithoutIcu(),
    vanillaExtractPlugin(),
    // The public pages' HTML, rendered at build time (decision 0013).
    prerenderPages({ entry: 'src/app/prerender.tsx', guard: 'src/app/prerender-guard.ts' }),
    // Fails the build if two chunks import each other (a cycle once broke the app after a reload; decision 0020).
    noChunkCycles(),
    // A production build carries no mock service worker.
    dropMockWorkers(mocksEnabled),
    // The manifest and the offline worker, in the production build only (decision 0048).
    venueMode(!mocksEnabled),
    // Each chunk's functions compiled off the main thread as it arrives (decision 0078).
    compileHints(),
  ],
  // MOCK_SCALE=5000 seeds the large demo (mocks/db/mock-scale.ts) in dev, demo builds and vitest.
  define: { __MOCK_SCALE__: JSON.stringify(process.env.MOCK_SCALE ?? '') },
  resolve: {
    alias: {
      // React 19 has it built in: no CommonJS shim on the first load (decision 0004).
      'use-sync-external-store/shim/index.js': here('./src/lib/react-shims/use-sync-external-store.ts'),
      'use-sync-external-store/shim': here('./src/lib/react-shims/use-sync-external-store.ts'),
      '@contracts': here('./contracts'),
      '@mocks': here('./mocks'),
      '@': here('./src'),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Every browser the es2022 target runs in but Safari < 17 supports <link rel=modulepreload>;
    // there the polyfill only saved a round trip, and it cost first-load bytes (decision 0004).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Which modules share a chunk, beyond rolldown's automatic splitting (decisions 0004, 0020).
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { port: 5173 },
});
