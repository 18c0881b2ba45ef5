import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { prerenderPages } from './scripts/vite-prerender.ts';
import { dashboardChunking } from './scripts/dashboard-chunks.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The dashboard's shell beyond the sign-in first load, as two chunks (scripts/dashboard-chunks.ts).
const dashboard = dashboardChunking({
  entry: here('./src/main.tsx'),
  firstPage: here('./src/features/auth/sign-in-page.tsx'),
  otherPublicPages: ['sign-up-page', 'forgot-credentials-page', 'unauthorized-page'].map((page) => here(`./src/features/auth/${page}.tsx`)),
  shell: here('./src/app/dashboard-shell.tsx'),
  pageTable: here('./src/app/dashboard-pages.ts'),
});

// VITE_MOCKS=off builds the production bundle: the mock backend (msw, faker, jose) is
// behind a dynamic import guarded by this flag, so it is dropped from that build.
export default defineConfig({
  plugins: [
    // react-aria ships its built-in strings for ~35 locales; the app speaks es-AR only.
    { ...optimizeLocales.vite({ locales: ['es-AR', 'es'] }), enforce: 'pre' },
    react(),
    vanillaExtractPlugin(),
    // Reads the sign-in first load from an automatic build first; listed before the prerender's builds.
    dashboard.plugin,
    // The public pages' HTML, rendered at build time (decision 0013).
    prerenderPages({ entry: 'src/app/prerender.tsx', guard: 'src/app/prerender-guard.ts' }),
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
      output: {
        codeSplitting: {
          groups: [
            // The sign-in form's field and form modules stay one chunk. Left to the automatic
            // splitting, a list page that needs the labels but not the form layer (any data
            // table) cut them in two, and the sign-in page paid ~1 KiB gz of chunk overhead
            // over its 100 KiB budget (decision 0004). A page needing part of it loads all (~7 KiB gz).
            { name: 'form-fields', test: (id: string) => formFieldModules.test(id) },
            // What the dashboard's shell needs beyond the sign-in page's first load, as two chunks (decision 0020).
            ...dashboard.groups,
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  server: { port: 5173 },
});

/** What the sign-in form's fields and form layer are made of (react-aria's parts included). */
const formFieldModules = new RegExp(
  [
    String.raw`react-aria-components/dist/private/(Autocomplete|Label|FieldError|Form|Group|Input|TextArea|TextField)\.mjs$`,
    String.raw`react-aria/dist/private/(label/useLabel|label/useField|utils/useFormReset|form/useFormValidation|textfield/useTextField)\.mjs$`,
    String.raw`react-stately/dist/private/form/useFormValidationState\.mjs$`,
    String.raw`/src/lib/forms/(use-form|paths|focus-first|schema-errors|empty-as-null)\.ts$`,
    String.raw`/src/ui/(field-parts|text-field|error-summary|validated-form)\.tsx$`,
    // vanilla-extract's compiled class names of the fields and page layout.
    String.raw`/src/ui/(field|page)\.css\.ts`,
  ].join('|'),
);
