import { expect, test, type Page } from '@playwright/test';
import { userById } from '../../mocks/db/queries';
import { buildSeedDb } from '../../mocks/db/seed';
import { seedDay } from '../../mocks/db/seed-day';
import { DEMO_PASSWORD } from '../../mocks/demo-accounts';
import { DEMO_STATEMENT_FILE, demoPendingTransfers } from '../../scripts/demo-statement-csv';
import { expectNoAxeViolations, openHydrated, signIn } from './support';

// A fresh browser context per test, hence a fresh demo database in its localStorage.

/**
 * The owners whose transfer the demo statement matches (its first three pending transfers, by
 * registration number): with the payment confirmed, their team has every step done. The browser
 * builds the same seed for the same day.
 */
function matchedOwners() {
  const db = buildSeedDb({ today: new Date(seedDay()) });
  return demoPendingTransfers(db)
    .slice(0, 3)
    .map((t) => userById(db, db.teams.find((team) => team.id === t.team_id)!.owner_id)!.username);
}

async function signInAs(page: Page, username: string) {
  await openHydrated(page, '/');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

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
  await expect(page.getByText(/^Se confirmaron 3 transferencias por \$ [\d.]+,00\.$/)).toBeVisible();

  for (const owner of matchedOwners()) {
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).not.toHaveURL(/\/dashboard/);
    await signInAs(page, owner);
    await expect(page.getByRole('heading', { name: 'Inscripción completa' })).toBeVisible();
  }
});
