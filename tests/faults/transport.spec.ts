import type { Page } from '@playwright/test';
import { demoAccount } from '../../mocks/demo-accounts';
import { openHydrated } from '../e2e/support';
import { expect, expectNoRawText, sidebar, signInToHome, test } from './faults';

/**
 * Issue 19: every failure of the connection or of a gateway reaches the user as a Spanish
 * sentence, never 'Failed to fetch' or a gateway's HTML. The sentences are the client's
 * (branch `client`, src/api/failure-messages/transport.ts); without it these tests fail.
 */
const says = {
  unreachable: 'No hay conexión con el servidor. Revisá tu conexión e intentá de nuevo.',
  timeout: 'El servidor tardó demasiado en responder. Intentá de nuevo.',
};

async function sendSignIn(page: Page) {
  const account = demoAccount('ownerIncompleteTeam');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(account.username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test('sign-in with the API down says so in Spanish', async ({ page, faults }) => {
  await openHydrated(page, '/');
  await faults.inject({ match: 'POST /api/auth/login', kind: 'drop-before' });
  await sendSignIn(page);
  await expect(page.getByRole('alert')).toContainText(says.unreachable);
  await expectNoRawText(page);
  await expect(page).toHaveURL(/\/$/);
});

test('a gateway’s HTML 502 on sign-in reads as a Spanish sentence, not its page', async ({ page, faults }) => {
  await openHydrated(page, '/');
  await faults.inject({ match: 'POST /api/auth/login', kind: 'status-html', status: 502 });
  await sendSignIn(page);
  await expect(page.getByRole('alert')).toContainText(/Intentá de nuevo/);
  await expectNoRawText(page);
});

test('a gateway’s HTML 502 on Ayuda’s list reads as a Spanish sentence, and Reintentar loads it', async ({ page, faults }) => {
  await signInToHome(page, 'ownerIncompleteTeam');
  await faults.inject({ match: 'GET /api/users/help_desk_tickets', kind: 'status-html', status: 502 });
  await sidebar(page).getByRole('link', { name: 'Ayuda', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoRawText(page);
  await page.getByRole('main').getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByText('Todavía no enviaste ninguna solicitud.')).toBeVisible();
});

test('an answer that never comes ends in the timeout sentence (the clock is moved, not waited for)', async ({ page, faults }) => {
  await page.clock.install();
  await openHydrated(page, '/');
  await faults.inject({ match: 'POST /api/auth/login', kind: 'hang' });
  await sendSignIn(page);
  // The request is out (and held by the proxy) before the clock moves.
  await expect.poll(() => faults.count('POST /api/auth/login')).toBe(1);
  // The client's 30 s bound (REQUEST_TIMEOUT_MS), passed without waiting 30 s.
  await page.clock.runFor(31_000);
  await expect(page.getByRole('alert')).toContainText(says.timeout);
  await expectNoRawText(page);
});
