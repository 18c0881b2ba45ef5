import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { isPendingInstitutionRequest } from '@contracts/entities/help-desk';
import { issueTokens } from '@mocks/core/tokens';
import { userById, userByUsername } from '@mocks/db/queries';
import type { UserRow } from '@mocks/db/schema';
import { db } from '@mocks/db/store';
import { startSession } from '@/lib/session';
import { UiProvider } from '@/ui/ui-provider';

/** Starts a real session (tokens of the mock backend) for a seeded user. */
export async function signInAs(user: UserRow | string): Promise<UserRow> {
  const row = typeof user === 'string' ? userByUsername(db(), user) : user;
  if (!row) throw new Error(`Usuario desconocido: ${String(user)}`);
  startSession(await issueTokens(row));
  return row;
}

/** The seeded owner without a team whose request for a new club is still pending. */
export function clubRequester(): UserRow {
  const ticket = db().helpDeskTickets.find(isPendingInstitutionRequest);
  const user = ticket?.user_id ? userById(db(), ticket.user_id) : undefined;
  if (!user) throw new Error('El seed no tiene una solicitud de barra pesquera pendiente');
  return user;
}

/** Renders a page as the app does (UI kit, toasts) inside an in-memory router at `path`. */
export function renderPage(page: ReactNode, path: string) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <UiProvider>
      <Router hook={location.hook}>{page}</Router>
    </UiProvider>,
  );
  return { ...view, history: location.history };
}
