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

test("an admin prints the whole teams list: every team, not the page on screen, and no controls", async ({ page }) => {
  await signIn(page, 'clientAdmin');
  await page.goto(href('teams'));
  const total = page.getByText(/^\d+ equipos$/);
  await expect(total).toBeVisible();
  const count = Number((await total.textContent())!.split(' ')[0]!.replace('.', ''));
  expect(count).toBeGreaterThan(10);
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByRole('table', { name: 'Equipos' });
  await expect(printed.getByRole('row')).toHaveCount(count + 1);
  await expect(printed.getByRole('columnheader', { name: 'Total pagado' })).toBeVisible();
  await expect(page.getByText(/^Competencia: .+ \(edición \d+\)$/)).toBeVisible();
  // The screen's table (with its page of rows) comes first in the page; the printed one follows it.
  const onScreen = page.getByRole('table', { name: 'Equipos', includeHidden: true }).first();
  for (const hidden of [page.getByRole('link', { name: 'Nuevo equipo' }), page.getByRole('searchbox'), onScreen, page.getByRole('navigation', { name: 'Paginación de Equipos' })]) {
    await expect(hidden).toBeHidden();
  }
  // The printed table fits the landscape page: no column cut off at its right edge.
  const fits = await printed.evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth);
  expect(fits).toBe(true);
  await page.pdf({ format: 'A4' });
});

test("an admin prints a payment's detail: its facts, without the page's buttons", async ({ page }) => {
  await signIn(page, 'clientAdmin');
  await page.goto(href('paymentView', { id: 1 }));
  const back = page.getByRole('link', { name: 'Volver a pagos' });
  await expect(back).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Información general' })).toBeVisible();
  await expect(page.getByText('Medio de pago').first()).toBeVisible();
  await expect(back).toBeHidden();
});
