import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '@/app/app';
import { issueTokens } from '@mocks/core/tokens';
import { db } from '@mocks/db/store';
import { demoAccount, type DemoAccountKey } from '@mocks/demo-accounts';
import { startSession } from '@/lib/session/session';

/** The whole app at `path`, in an in-memory router whose history the test can read. */
export function renderApp(path: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook}>
      <App />
    </Router>,
  );
  return { ...view, location };
}

/** A real session for a demo account, with tokens signed by the mock backend. */
export async function signInAs(key: DemoAccountKey) {
  const user = db().users.find((u) => u.username === demoAccount(key).username)!;
  return startSession(await issueTokens(user));
}
