import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { isPendingInstitutionRequest } from '@contracts/entities/help-desk';
import { issueTokens } from '@mocks/core/tokens';
import { userById, userByUsername } from '@mocks/db/queries';
import type { HelpDeskTicketRow, UserRow } from '@mocks/db/schema';
import { db } from '@mocks/db/store';
import { demoAccounts, type DemoAccountKey } from '@mocks/demo-accounts';
import { server } from '@mocks/node';
import { createQueryClient } from '@/api/query-client';
import { startSession } from '@/lib/session/session';
import { UiProvider } from '@/ui/ui-provider';

/** A demo account by key, any seeded user by username, or a user row already at hand. */
export type SignInTarget = DemoAccountKey | (string & {}) | UserRow;

/** Starts a real session (tokens signed by the mock backend) for a seeded user. */
export async function signInAs(who: SignInTarget): Promise<UserRow> {
  const username = typeof who === 'string' ? (demoAccounts.find((a) => a.key === who)?.username ?? who) : undefined;
  const row = typeof who === 'string' ? userByUsername(db(), username!) : who;
  if (!row) throw new Error(`Usuario desconocido: ${String(who)}`);
  startSession(await issueTokens(row));
  return row;
}

/** Signs in as the author of the first seeded help-desk ticket that matches, and returns that ticket. */
export async function signInAsAuthorOf(match: (ticket: HelpDeskTicketRow) => boolean): Promise<HelpDeskTicketRow> {
  const ticket = db().helpDeskTickets.find((t) => t.user_id !== null && match(t));
  if (!ticket) throw new Error('El seed no tiene una solicitud de ayuda así');
  await signInAs(userById(db(), ticket.user_id!)!);
  return ticket;
}

/** The seeded owner without a team whose request for a new club is still pending. */
export function clubRequester(): UserRow {
  const ticket = db().helpDeskTickets.find(isPendingInstitutionRequest);
  const user = ticket?.user_id ? userById(db(), ticket.user_id) : undefined;
  if (!user) throw new Error('El seed no tiene una solicitud de barra pesquera pendiente');
  return user;
}

/**
 * A fresh cache per test (TanStack's testing guide): the app's rules (no retries), and no
 * garbage-collection timers left running after the test.
 */
export const createTestQueryClient = () => createQueryClient({ gcTime: Infinity });

/**
 * Renders a page as the app does (UI kit, toasts, the query cache) inside an in-memory
 * router at `path`. Pass `queryClient` to share one cache between renders or inspect it.
 */
export function renderPage(page: ReactNode, path: string, queryClient: QueryClient = createTestQueryClient()) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {page}
        </Router>
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...view, history: location.history!, queryClient };
}

/**
 * Renders a dashboard page with the browser URL set to `path` (the screens read their
 * #create / #edit sub-view from it); wouter runs in memory so the test can read where
 * links and confirmations navigate to.
 */
export function renderScreen(page: ReactNode, path: string, queryClient?: QueryClient) {
  window.history.replaceState(null, '', path);
  return renderPage(page, path.replace(/#.*$/, ''), queryClient);
}

/** Moves the browser URL to another hash, as the back button or a typed URL would. */
export const goToHash = (hash: string) =>
  act(() => {
    window.history.pushState(null, '', `${window.location.pathname}${hash}`);
  });

/** Records the JSON bodies a screen sends to `path` (after /api), then lets the mock's real handler answer. */
export function recordBodies(method: 'post' | 'patch' | 'put', path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*/api${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}
