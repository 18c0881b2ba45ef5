import { signIn } from '../e2e/support';
import { href } from '../../src/lib/routing/routes';
import { expect, test } from './support';

// What leaves the page under the production CSP: a list's CSV export (a blob: URL
// downloaded through a link) and the results sheet printed.

test("the CSV export of the admin's teams list downloads", async ({ page }) => {
  await signIn(page, 'clientAdmin');
  await page.goto(href('teams'));
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test('a member prints the results sheet', async ({ page }) => {
  await signIn(page, 'teamMember');
  await page.goto(href('results'));
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  await expect(page.getByText(/Edición \d+/)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  await expect(page.getByText(/Edición \d+/)).toBeVisible();
  await page.pdf({ format: 'A4' });
});
