import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
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
  const row = userByUsername(db(), demoAccount(key).username);
  if (!row) throw new Error(`Cuenta de demostración desconocida: ${key}`);
  startSession(await issueTokens(row));
  return row;
}

/** Renders a page as the app does (UI kit, toasts) inside an in-memory router at `path`. */
export function renderPage(page: ReactNode, path: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <UiProvider>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {page}
      </Router>
    </UiProvider>,
  );
  return { ...view, history: location.history! };
}
