import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../mocks/demo-accounts';
import { expectNoAxeViolations, signIn } from './support';
import { href } from '../../src/lib/routing/routes';

// Every test gets a fresh browser context, hence a fresh demo database in its localStorage.

const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });

async function choose(page: Page, field: RegExp, option: string | RegExp | 'first') {
  await main(page).getByRole('button', { name: field }).click();
  const listbox = page.getByRole('listbox');
  await (option === 'first' ? listbox.getByRole('option').first() : listbox.getByRole('option', { name: option })).click();
}

test('the client admin creates a team for an owner account, finds it in the list, renames it, and cannot set the family category below 3 members', async ({ page }) => {
  // A journey over four screens with two axe scans: about 30 s on a loaded machine.
  test.slow();
  const owner = demoAccount('ownerWithoutTeam').username;
  await signIn(page, 'clientAdmin');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Equipos' }).click();
  await expect(page).toHaveURL(/\/dashboard\/teams$/);
  await expect(main(page).getByRole('table', { name: 'Equipos' })).toBeVisible();
  await expectNoAxeViolations(page);

  // New team for capitan.sinequipo.
  await main(page).getByRole('link', { name: 'Nuevo equipo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/teams\/new$/);
  await main(page).getByRole('textbox', { name: /Nombre del equipo/ }).fill('Los Dorados del Paraná');
  await choose(page, /Barra pesquera/, 'first');
  await choose(page, /Cuenta del dueño/, new RegExp(`^${owner.replace('.', '\\.')}\\b`));
  await main(page).getByRole('button', { name: 'Crear equipo' }).click();
  await expect(toasts(page).getByText('¡Equipo creado!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/teams\/view\/\d+$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Los Dorados del Paraná');
  await expect(main(page).getByRole('heading', { name: 'Miembros (1/3)' })).toBeVisible();

  // Found in the list by search and by the filters.
  await main(page).getByRole('link', { name: 'Volver a equipos' }).click();
  const table = main(page).getByRole('table', { name: 'Equipos' });
  await main(page).getByRole('searchbox', { name: 'Buscar' }).fill('dorados del parana');
  const row = table.getByRole('row', { name: /Los Dorados del Paraná/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('1/3');
  await choose(page, /Estado/, 'Sin inscribir');
  await expect(row).toBeVisible();
  await choose(page, /Categorías/, 'Familia');
  await expect(main(page).getByText('No hay equipos que coincidan con «dorados del parana».')).toBeVisible();
  await choose(page, /Categorías/, 'Todos');
  await expect(row).toBeVisible();

  // Rename it from its detail.
  await row.getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/dashboard\/teams\/view\/\d+$/);
  await main(page).getByRole('link', { name: 'Editar equipo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/teams\/edit\/\d+$/);
  const name = main(page).getByRole('textbox', { name: /Nombre del equipo/ });
  await expect(name).toHaveValue('Los Dorados del Paraná');
  // One member: the family category is not available.
  const family = main(page).getByRole('checkbox', { name: /Categoría familia/ });
  await expect(family).toBeDisabled();
  await expect(family).toHaveAccessibleDescription(/exactamente 3 miembros \(ahora tiene 1\)/);
  await expectNoAxeViolations(page);

  await name.fill('Los Dorados del Delta');
  await main(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(toasts(page).getByText('¡Equipo actualizado!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/teams\/view\/\d+$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('Los Dorados del Delta');
});

test("an unknown team id on the edit screen goes back to the list with 'No se encontró el equipo.'", async ({ page }) => {
  await signIn(page, 'clientAdmin');
  await page.goto(href('teamEdit', { id: 999999 }));
  await expect(toasts(page).getByText('No se encontró el equipo.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/teams$/);
});
