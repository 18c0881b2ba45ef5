import type { Page } from '@playwright/test';
import { connectionMessages } from '../../src/ui/connection-messages';
import { openHydrated } from '../e2e/support';
import { expect, expectNoRawText, signInToHome, test } from './faults';

/**
 * Issue 19: offline is visible on every page and recovers by itself. A read that waits for the
 * network says so (it used to show 'Cargando…' for ever) and goes out when the connection returns.
 */
const offlineStatus = (page: Page) => page.getByRole('status').filter({ hasText: connectionMessages.offline });

test('a public page says when the connection is gone, and stops saying it when it is back', async ({ page, context }) => {
  await openHydrated(page, '/');
  await expect(offlineStatus(page)).toHaveCount(0);
  await context.setOffline(true);
  await expect(offlineStatus(page)).toBeVisible();
  // Announced, not focused.
  await expect(offlineStatus(page)).not.toBeFocused();
  await context.setOffline(false);
  await expect(offlineStatus(page)).toHaveCount(0);
});

test("a member's edit view opened offline says it will load when the connection returns, and loads then", async ({ page, context }) => {
  await signInToHome(page, 'clientAdmin');
  await page.goto('/dashboard/team-members?estado=active');
  const editButton = (row: number) => page.getByRole('table', { name: 'Participantes' }).getByRole('row').nth(row).getByRole('button', { name: /^Editar / });
  await expect(editButton(2)).toBeVisible();

  // The edit view's code is loaded (and the first member's data); the second member's is not.
  await editButton(1).click();
  await expect(page.getByRole('textbox', { name: /^Nombre/ })).not.toHaveValue('');
  await page.goBack();
  await expect(editButton(2)).toBeVisible();

  await context.setOffline(true);
  await expect(offlineStatus(page)).toBeVisible();
  await editButton(2).click();
  await expect(page.getByRole('status').filter({ hasText: connectionMessages.waitingForConnection })).toBeVisible();
  await expect(page.getByRole('status', { name: /Cargando/ })).toHaveCount(0);
  await expectNoRawText(page);

  await context.setOffline(false);
  await expect(page.getByRole('textbox', { name: /^Nombre/ })).not.toHaveValue('');
  await expect(offlineStatus(page)).toHaveCount(0);
});
