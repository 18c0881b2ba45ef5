import { expect, test } from '@playwright/test';
import { buildSeedDb } from '../../mocks/db/seed';
import { seedDay } from '../../mocks/db/seed-day';
import { DEMO_STATEMENT_FILE, demoPendingTransfers, demoStatementPaidOwners } from '../../scripts/demo-statement-csv';
import { expectNoAxeViolations, signIn, signInAs } from './support';

// A fresh browser context per test, hence a fresh demo database in its localStorage.

test("admin.cliente reconciles the demo statement, confirms the matched transfers, and their owners' homes say 'Inscripción completa'", async ({ page }) => {
  await signIn(page, 'clientAdmin');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: /^Transferencias a confirmar/ }).click();
  await page.getByRole('link', { name: 'Conciliar con el extracto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conciliar con el extracto' })).toBeVisible();

  // The file a tester downloads from the screen's link: the one the project ships.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await chooser).setFiles(DEMO_STATEMENT_FILE);
  await page.getByRole('button', { name: 'Ver coincidencias' }).click();
  await expect(page.getByRole('heading', { name: 'Coinciden (3)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Para revisar (1)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Confirmar 3 transferencias' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Confirmar las transferencias?' });
  await expect(dialog).toContainText(/Vas a confirmar 3 transferencias por \$ [\d.]+,00/);
  await dialog.getByRole('button', { name: 'Confirmar 3 transferencias' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Se confirmaron' })).toContainText(/^Se confirmaron 3 transferencias por \$ [\d.]+,00\. Quedan 2 transferencias esperando confirmación\.$/);

  // The browser builds the same seed for the same day.
  for (const owner of demoStatementPaidOwners(buildSeedDb({ today: new Date(seedDay()) }))) {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).not.toHaveURL(/\/dashboard/);
    await signInAs(page, owner);
    await expect(page.getByRole('heading', { name: 'Inscripción completa' })).toBeVisible();
  }
});

// Issue 31: a line no transfer names can be paired by hand with the pending transfer no line
// names; the summary says the team number the team received and what still waits.
test('admin.cliente pairs an unmatched statement line by hand with the transfer that has no line, and sees its team number', async ({ page }) => {
  const unnamed = demoPendingTransfers(buildSeedDb({ today: new Date(seedDay()) })).at(-1)!;
  await signIn(page, 'clientAdmin');
  await page.goto('/dashboard/pending-transfers/reconcile');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await chooser).setFiles(DEMO_STATEMENT_FILE);
  await page.getByRole('button', { name: 'Ver coincidencias' }).click();
  await expect(page.getByRole('list', { name: 'Transferencias sin línea' })).toContainText(unnamed.team_name);

  const firstUnmatched = page.getByRole('list', { name: 'Líneas sin pareja' }).getByRole('listitem').first();
  await firstUnmatched.getByRole('button', { name: /Transferencia que paga la línea \d+/ }).click();
  await page.getByRole('option', { name: new RegExp(unnamed.team_name) }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirmar 4 transferencias' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Confirmar las transferencias?' });
  // Cancelar first, the action last (issue 31).
  await expect(dialog.getByRole('button')).toHaveText(['Cancelar', 'Confirmar 4 transferencias']);
  await dialog.getByRole('button', { name: 'Confirmar 4 transferencias' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Se confirmaron' })).toContainText('Se confirmaron 4 transferencias');
  await expect(page.getByRole('status').filter({ hasText: 'Se confirmaron' })).toContainText('Queda 1 transferencia esperando confirmación.');
  const row = page.getByRole('list', { name: 'Transferencias confirmadas' }).getByRole('listitem').filter({ hasText: unnamed.team_name });
  await expect(row).toContainText(/recibió el N\.º de equipo \d+/);
});
