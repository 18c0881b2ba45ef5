import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { issueTokens } from '@mocks/core/tokens';
import { userByUsername } from '@mocks/db/queries';
import type { UserRow } from '@mocks/db/schema';
import { db } from '@mocks/db/store';
import { demoAccount, type DemoAccountKey } from '@mocks/demo-accounts';
import { startSession } from '@/lib/session';
import { UiProvider } from '@/ui/ui-provider';

/** Starts a real session (tokens signed by the mock backend) for a demo account. */
export async function signInAs(key: DemoAccountKey): Promise<UserRow> {
  const user = userByUsername(db(), demoAccount(key).username);
  if (!user) throw new Error(`Cuenta de demostración desconocida: ${key}`);
  startSession(await issueTokens(user));
  return user;
}

/**
 * Renders a dashboard page as the app does (UI kit, toasts). The browser URL is set to
 * `path` (the screens read their #create / #edit sub-view from it); wouter runs in memory
 * so the test can read where links and confirmations navigate to.
 */
export function renderScreen(page: ReactNode, path: string) {
  window.history.replaceState(null, '', path);
  const location = memoryLocation({ path: path.replace(/#.*$/, ''), record: true });
  const view = render(
    <UiProvider>
      <Router hook={location.hook}>{page}</Router>
    </UiProvider>,
  );
  return { ...view, history: location.history };
}

/** Moves the browser URL to another hash, as the back button or a typed URL would. */
export const goToHash = (hash: string) =>
  act(() => {
    window.history.pushState(null, '', `${window.location.pathname}${hash}`);
  });
