import { signal } from '@preact/signals-react';

/** The prompt's words (issue 23); a plain module, so the Playwright tests can import them. */
export const updatePromptText = { message: 'Hay una versión nueva', action: 'Actualizar' } as const;

/**
 * A new version of the app is installed and waiting (its service worker is 'waiting'). The
 * prompt shows while this is true; `accept` hands over to the new version and reloads this tab.
 */
export const appUpdate = {
  ready: signal(false),
  accept: (): void => undefined,
};

/** What the worker registration tells the prompt (register-worker.ts); also the stories' and tests' way in. */
export function offerUpdate(accept: () => void) {
  appUpdate.accept = accept;
  appUpdate.ready.value = true;
}
