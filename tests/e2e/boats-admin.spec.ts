import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

// Every test gets a fresh browser context, hence a fresh demo database in its localStorage.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
}

test("an admin edits a team's boat from the boat list; the owner sees the change", async ({ page }) => {
  await signIn(page, 'ownerCompleteTeam');
  await sidebar(page).getByRole('link', { name: 'Embarcación', exact: true }).click();
  // The registration number names the boat uniquely (demo boats share names).
  const fact = page.getByRole('term').filter({ hasText: 'Matrícula' }).locator('xpath=following-sibling::dd');
  const registration = (await fact.textContent())!.trim();
  await signOut(page);

  await signIn(page, 'clientAdmin');
  await sidebar(page).getByRole('link', { name: 'Embarcaciones' }).click();
  await expect(page).toHaveURL(/\/dashboard\/boats$/);
  const table = page.getByRole('table', { name: 'Embarcaciones' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(registration);
  const row = table.getByRole('row').filter({ hasText: registration });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);
  await row.getByRole('rowheader').click();

  await expect(page).toHaveURL(/\/dashboard\/boats\/edit\/\d+$/);
  const hp = page.getByRole('textbox', { name: /Potencia del motor/ });
  await expect(hp).not.toHaveValue('');
  await hp.fill('321');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toasts(page).getByText('¡Embarcación actualizada!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/boats$/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(registration);
  await expect(table.getByRole('row').filter({ hasText: registration })).toContainText('321');
  await signOut(page);

  await signIn(page, 'ownerCompleteTeam');
  await sidebar(page).getByRole('link', { name: 'Embarcación', exact: true }).click();
  await expect(page.getByText('321 HP')).toBeVisible();
});
