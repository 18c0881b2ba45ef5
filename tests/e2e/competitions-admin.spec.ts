import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

// Every test gets a fresh browser context, hence a fresh demo database in its localStorage.
// A browser in Tokyo: the days and times typed and shown are Argentine whatever the device's zone (decision 0038).
test.use({ timezoneId: 'Asia/Tokyo' });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });

/** Types a day (and, in a picker with a time, hh mm) as a keyboard user does: dd, mm, aaaa, each segment moving on. */
async function typeDate(scope: Page | Locator, label: RegExp, ddmmyyyy: string) {
  const group = scope.getByRole('group', { name: label });
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(ddmmyyyy);
}

async function fillPrice(row: Locator, type: string, amount: string) {
  await row.getByRole('button', { name: /Tipo de pago/ }).click();
  await row.page().getByRole('option', { name: type }).click();
  await row.getByRole('textbox', { name: /Precio \(ARS\)/ }).fill(amount);
  await typeDate(row, /^Vigente desde/, '01012027');
  await typeDate(row, /^Vigente hasta/, '31012027');
}

const priceItems = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Precios' }) }).getByRole('listitem');

test('the system admin creates a competition with two prices, edits one, deletes one and cannot delete the last', async ({ page }) => {
  // A long journey (two forms, a dozen date segments typed): three times the default budget.
  test.slow();
  await signIn(page, 'systemAdmin');
  await sidebar(page).getByRole('link', { name: 'Competencia' }).click();
  await page.getByRole('link', { name: 'Nueva competencia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nueva competencia' })).toBeVisible();

  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Concurso de Verano del Delta');
  await page.getByRole('textbox', { name: /^Edición/ }).fill('1');
  await page.getByRole('textbox', { name: /^Descripción/ }).fill('Pesca variada embarcada, por equipos de tres.');
  await typeDate(page, /^Inicio de inscripción/, '01012027');
  await typeDate(page, /^Fin de inscripción/, '31012027');
  await typeDate(page, /^Inicio de la competencia/, '100220270600');
  await typeDate(page, /^Fin de la competencia/, '110220271700');
  await fillPrice(page.getByRole('group', { name: 'Precio 1' }), 'Transferencia', '90000');
  await page.getByRole('button', { name: 'Agregar precio' }).click();
  await fillPrice(page.getByRole('group', { name: 'Precio 2' }), 'Efectivo', '95000');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Crear competencia' }).click();

  await expect(page).toHaveURL(/\/dashboard\/competitions\/view\/\d+#informaci%C3%B3n$/);
  await expect(toasts(page).getByText('Competencia creada')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Concurso de Verano del Delta/ })).toBeVisible();
  await expect(priceItems(page)).toHaveCount(2);
  // Days are Argentine days, whatever the browser's zone (decision 0038); the competition keeps its times.
  await expect(page.getByText('10/02/2027, 06:00')).toBeVisible();
  await expect(page.getByText('31/01/2027, 23:59', { exact: true })).toBeVisible();
  await expect(priceItems(page).first()).toContainText('Vigente del 01/01/2027, 00:00 al 31/01/2027, 23:59.');

  // Edit the transfer price.
  await page.getByRole('link', { name: /^Editar Transferencia/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar precio' })).toBeVisible();
  await page.getByRole('textbox', { name: /Precio \(ARS\)/ }).fill('100000');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toasts(page).getByText('Precio actualizado correctamente')).toBeVisible();
  await expect(page.getByText(/Transferencia: \$\s100\.000,00/)).toBeVisible();

  // Delete the cash price.
  await page.getByRole('button', { name: /^Eliminar Efectivo/ }).click();
  await page.getByRole('alertdialog', { name: 'Eliminar precio' }).getByRole('button', { name: 'Eliminar precio' }).click();
  await expect(toasts(page).getByText('Precio eliminado')).toBeVisible();
  await expect(priceItems(page)).toHaveCount(1);

  // The last one stays: the server refuses and says why.
  await page.getByRole('button', { name: /^Eliminar Transferencia/ }).click();
  await page.getByRole('alertdialog', { name: 'Eliminar precio' }).getByRole('button', { name: 'Eliminar precio' }).click();
  await expect(toasts(page).getByText('Error al eliminar el precio')).toBeVisible();
  await expect(page.getByText('Debe haber al menos un precio', { exact: true })).toBeVisible();
  await expect(priceItems(page)).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test("the competition's tabs follow the hash and the keyboard", async ({ page }) => {
  await signIn(page, 'clientAdmin');
  await sidebar(page).getByRole('link', { name: 'Competencia' }).click();
  const info = page.getByRole('tab', { name: 'Información' });
  const teams = page.getByRole('tab', { name: 'Equipos' });
  await expect(info).toHaveAttribute('aria-selected', 'true');

  await info.focus();
  await page.keyboard.press('ArrowRight');
  await expect(teams).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/#equipos$/);
  await expect(page.getByRole('table', { name: 'Equipos de la competencia' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goBack();
  await expect(info).toHaveAttribute('aria-selected', 'true');

  // A typed or shared link opens the tab it names, 'ó' encoded or not.
  const url = new URL(page.url());
  await page.goto(`${url.pathname}#equipos`);
  await expect(teams).toHaveAttribute('aria-selected', 'true');
  await page.goto(`${url.pathname}#información`);
  await expect(info).toHaveAttribute('aria-selected', 'true');
});
