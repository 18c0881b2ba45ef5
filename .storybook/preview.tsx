import type { Preview } from '@storybook/react-vite';
import { setupWorker, type SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { handlers } from '../mocks/handlers';
import { resetDemoDb } from '../mocks/db/reset';
import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../src/api/query-client';
import { UiProvider } from '../src/ui/ui-provider';
import { toast } from '../src/ui/toast-store';

// The stories are Spanish; screen readers (and axe) should know.
document.documentElement.lang = 'es-AR';

// findBy… and waitFor wait as long as in the unit layer (tests/setup.ts): on the 2-core CI
// machine two story pages, Vite and the mock share the cores, and a lazily loaded panel
// (the bell's) took over the default second to appear there.
configure({ asyncUtilTimeout: 3000 });

/** A fresh query cache per story (kept across its re-renders): no story sees another's data. */
function WithQueryCache({ children }: { children: ReactNode }) {
  const [client] = useState(() => createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

let mockWorker: SetupWorker | undefined;

const preview: Preview = {
  // The whole mock backend, as in the demo app; a story overrides a call with msw.use().
  loaders: [
    mswLoader(async () => {
      mockWorker = setupWorker(...handlers);
      await mockWorker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
      return mockWorker;
    }),
  ],
  beforeEach() {
    // Every story starts from the seeded demo data and an empty toast queue.
    resetDemoDb();
    toast.clear();
  },
  afterEach() {
    // A story's own handlers end with it. The addon only resets them when the next story loads,
    // and the story files share one page per worker (decision 0077): the next file's modules
    // are fetched through the same worker, so a story's catch-all must not outlive it.
    mockWorker?.resetHandlers();
  },
  decorators: [
    (Story) => (
      <WithQueryCache>
        <UiProvider>
          <Story />
        </UiProvider>
      </WithQueryCache>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Any axe violation fails the story test. WCAG 2.2's target size (24 px, or spaced so a
    // 24 px circle around each target touches no other) is off in axe by default; issue 21 asks for it.
    // A table's grid cells are left out: react-aria makes each one focusable for arrow-key moves,
    // so axe counts a cell as a target 'obscured' by the buttons inside it; the pointer's targets
    // are those buttons, and they are checked.
    a11y: {
      test: 'error',
      config: { rules: [{ id: 'target-size', enabled: true, selector: ':not([role="gridcell"]):not([role="rowheader"])' }] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
