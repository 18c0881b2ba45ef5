import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccount } from '../../mocks/demo-accounts';
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

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A team as the results name it: the name, then its number once it has one. */
const teamOption = (name: string) => new RegExp(`^${escapeRegExp(name)}( \\(N\\.º \\d+\\))?$`);

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
}

/** Signs in on the sign-in form already on screen (no reload: the in-page mock keeps its state and clock). */
async function signInHere(page: Page, key: 'ownerCompleteTeam') {
  const account = demoAccount(key);
  await page.getByRole('textbox', { name: 'Usuario' }).fill(account.username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Picks an option of the select labelled `label` in `dialog` (the first one when `option` is omitted). */
async function choose(page: Page, dialog: Locator, label: string, option?: RegExp) {
  await dialog.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  const listbox = page.getByRole('listbox');
  await (option ? listbox.getByRole('option', { name: option }) : listbox.locator('[role=option]:not([aria-disabled=true])').first()).click();
  await expect(listbox).toBeHidden();
}

async function addResult(page: Page, button: string, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Avisos' }).getByText('Resultado creado correctamente').last()).toBeVisible();
}

async function fillNumbers(dialog: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await dialog.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
}

test('admin.cliente enters the official results and the owner of a placed team sees them with the team marked; the admin sheet prints without navigation', async ({ page }) => {
  test.setTimeout(120_000);
  // The owner's team, as its owner reads it.
  await signIn(page, 'ownerCompleteTeam');
  await sidebar(page).getByRole('link', { name: 'Equipo', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Datos del equipo' })).toBeVisible();
  const ownTeam = (await page.locator('dt:text-is("Nombre") + dd').textContent())!.trim();
  expect(ownTeam).not.toBe('');
  await signOut(page);

  await signIn(page, 'clientAdmin');
  await sidebar(page).getByRole('link', { name: 'Competencia' }).click();
  await page.getByRole('link', { name: 'Cargar resultados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de la competencia' })).toBeVisible();
  const overall = page.getByRole('table', { name: 'Clasificación general' });
  await expect(overall.getByText('Todavía no hay puestos cargados.')).toBeVisible();

  for (const position of [1, 2, 3]) {
    await addResult(page, 'Agregar resultado general', async (dialog) => {
      await choose(page, dialog, 'Equipo', position === 1 ? teamOption(ownTeam) : undefined);
      await choose(page, dialog, 'Puesto', new RegExp(`^${position}\\.º puesto$`));
      await fillNumbers(dialog, { Puntos: String(2000 - position * 100), Especies: '4', Piezas: '20' });
    });
  }
  await expect(overall.getByRole('row')).toHaveCount(4);

  await addResult(page, 'Agregar pieza mayor', async (dialog) => {
    await choose(page, dialog, 'Equipo', teamOption(ownTeam));
    await choose(page, dialog, 'Pescador');
    await choose(page, dialog, 'Especie');
    // Typed with a point, as many Argentines do: in the size (declared with decimals) it is the decimal comma.
    await dialog.getByRole('textbox', { name: /^Medida/ }).pressSequentially('73.5');
    await fillNumbers(dialog, { Puntos: '735' });
  });
  await expect(page.getByRole('table', { name: 'Pieza mayor' }).getByRole('cell', { name: '73,5' })).toBeVisible();

  await addResult(page, 'Agregar resultado por categoría', async (dialog) => {
    await choose(page, dialog, 'Equipo', teamOption(ownTeam));
    await choose(page, dialog, 'Categoría');
    await fillNumbers(dialog, { Puntos: '640', Especies: '3', Piezas: '12' });
  });
  await expect(page.getByRole('table', { name: 'Categorías' }).getByRole('row')).toHaveCount(2);

  // The third place goes again, after a confirmation.
  await overall.getByRole('button', { name: /^Eliminar el puesto 3 / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar resultado' });
  await confirm.getByRole('button', { name: 'Eliminar resultado' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('region', { name: 'Avisos' }).getByText('Resultado eliminado correctamente')).toBeVisible();
  await expect(overall.getByRole('row')).toHaveCount(3);
  await expectNoAxeViolations(page);

  // The admin's sheet prints as the ceremony sheet: no navigation, no add or delete controls.
  await page.emulateMedia({ media: 'print' });
  await expect(sidebar(page)).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Agregar pieza mayor' })).toBeHidden();
  await expect(overall.getByRole('button', { name: /^Eliminar/ }).first()).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de la competencia' })).toBeVisible();
  await expect(page.getByText(/Edición \d+/)).toBeVisible();
  // Printed, a list is a plain table of every row (issue 21), in place of the on-screen grid.
  await expect(page.getByRole('table', { name: 'Clasificación general' }).getByRole('row')).toHaveCount(3);
  await page.emulateMedia({ media: 'screen' });

  // Teams read results once the competition has ended (decision 0008): the page's clock moves past
  // its end. The mock runs in the page and keeps its state as long as the page is not reloaded.
  await page.clock.setSystemTime(Date.now() + 45 * 86_400_000);
  await signOut(page);
  await signInHere(page, 'ownerCompleteTeam');
  await sidebar(page).getByRole('link', { name: 'Resultados' }).click();
  const ownOverall = page.getByRole('table', { name: 'Clasificación general' });
  await expect(ownOverall.getByRole('row')).toHaveCount(3);
  const ownRow = ownOverall.getByRole('row').filter({ hasText: 'Tu equipo' });
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow.getByRole('rowheader')).toContainText(ownTeam);
  await expect(ownRow.getByRole('cell').first()).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Pieza mayor' }).getByRole('row').filter({ hasText: 'Tu equipo' })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Categorías' }).getByRole('row').filter({ hasText: 'Tu equipo' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Eliminar/ })).toHaveCount(0);
});
