import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

test('a member opens the results from the menu: the current competition has none yet, and the sheet prints without navigation', async ({ page }) => {
  await signIn(page, 'teamMember');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Resultados' }).click();
  await expect(page).toHaveURL(/\/dashboard\/results$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  await expect(page.getByText('La competencia todavía no terminó o sus resultados aún no se publicaron.')).toBeVisible();
  await expect(page.getByText(/Edición \d+/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notificaciones/ })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  await expect(page.getByText(/Edición \d+/)).toBeVisible();
});
