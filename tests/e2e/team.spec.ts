import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../mocks/demo-accounts';
import { expectNoAxeViolations, sidebarLabels, signIn } from './support';

// Every test gets a fresh browser context, hence a fresh demo database in its localStorage.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });

test('an owner without a team creates one and lands on my-team with its name', async ({ page }) => {
  await signIn(page, 'ownerWithoutTeam');
  await sidebar(page).getByRole('link', { name: 'Crear Equipo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/create-team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear Equipo' })).toBeVisible();

  await page.getByRole('textbox', { name: /Nombre del equipo/ }).fill('Los Surubíes del Paraná');
  await page.getByRole('button', { name: /Barra pesquera/ }).click();
  const club = page.getByRole('option').first();
  const clubName = (await club.textContent())!;
  await club.click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Crear equipo' }).click();

  await expect(page).toHaveURL(/\/dashboard\/my-team$/);
  await expect(toasts(page).getByText('¡Equipo creado!')).toBeVisible();
  const data = page.locator('section', { has: page.getByRole('heading', { name: 'Datos del equipo' }) });
  await expect(data.getByText('Los Surubíes del Paraná')).toBeVisible();
  await expect(data.getByText(clubName)).toBeVisible();
  expect(await sidebarLabels(page)).toContain('Eliminar Equipo');
  expect(await sidebarLabels(page)).not.toContain('Crear Equipo');
  await expectNoAxeViolations(page);
});

test('a member reads the team without controls, leaves it and can no longer sign in', async ({ page }) => {
  await signIn(page, 'teamMember');
  await sidebar(page).getByRole('link', { name: 'Equipo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Datos del equipo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await sidebar(page).getByRole('link', { name: 'Salir del Equipo' }).click();
  await expect(page.getByText(/tu cuenta quedará desactivada/)).toBeVisible();
  await page.getByRole('button', { name: 'Salir del equipo' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Salir del equipo?' });
  await dialog.getByRole('button', { name: 'Sí, salir del equipo' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('Has dejado el equipo')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  const account = demoAccount('teamMember');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(account.username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toContainText('La cuenta está inactiva');
  await expect(page).toHaveURL(/\/$/);
});

test('an owner deletes the team after two confirmations and may create one again', async ({ page }) => {
  await signIn(page, 'ownerIncompleteTeam');
  await sidebar(page).getByRole('link', { name: 'Eliminar Equipo' }).click();
  await expect(page.getByRole('heading', { name: 'Esta acción no se puede deshacer' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Eliminar equipo' }).click();
  await page.getByRole('alertdialog', { name: 'Eliminar equipo' }).getByRole('button', { name: 'Eliminar equipo' }).click();
  const second = page.getByRole('alertdialog', { name: '¿Estás seguro?' });
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Sí, eliminar el equipo' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar(page).getByRole('link', { name: 'Crear Equipo' })).toBeVisible();
  expect(await sidebarLabels(page)).toEqual(['Inicio', 'Crear Equipo', 'Ayuda']);
});

test('the owner renames the team under #edit and the back button leaves the form', async ({ page }) => {
  await signIn(page, 'ownerCompleteTeam');
  await sidebar(page).getByRole('link', { name: 'Equipo', exact: true }).click();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-team#edit$/);
  const name = page.getByRole('textbox', { name: /Nombre del equipo/ });
  await expect(name).toBeFocused();
  await expectNoAxeViolations(page);

  await name.fill('Los Pejerreyes');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toasts(page).getByText('¡Equipo actualizado!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/my-team$/);
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Datos del equipo' }) }).getByText('Los Pejerreyes')).toBeVisible();

  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(name).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Datos del equipo' })).toBeVisible();
  await expect(name).toHaveCount(0);
});
