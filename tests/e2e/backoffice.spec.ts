import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../mocks/demo-accounts';
import { expectNoAxeViolations, openHydrated, signIn } from './support';

// Every test gets a fresh browser context, hence a fresh demo database in its localStorage.

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });
const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

/** Signs in with a given password (after a reset), through the form. */
async function signInWith(page: Page, username: string, password: string) {
  await openHydrated(page, '/');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).not.toHaveURL(/\/dashboard/);
}

/** The value shown in the credentials panel under `term` ('Usuario', 'Contraseña'). */
const credential = (page: Page, term: 'Usuario' | 'Contraseña') =>
  page.locator('dl div', { has: page.getByRole('term').filter({ hasText: term }) }).locator('code');

async function fillAddress(page: Page, n: number, [line, city, state, country]: [string, string, string, string]) {
  const group = page.getByRole('group', { name: `Dirección ${n}` });
  await group.getByRole('textbox', { name: /Calle y número/ }).fill(line);
  await group.getByRole('textbox', { name: /Ciudad/ }).fill(city);
  await group.getByRole('textbox', { name: /Provincia/ }).fill(state);
  await group.getByRole('textbox', { name: /País/ }).fill(country);
}

test('admin.cliente creates a club, edits its addresses, and cannot delete a club in use', async ({ page }) => {
  await signIn(page, 'clientAdmin');
  await sidebar(page).getByRole('link', { name: 'Barras pesqueras' }).click();
  await page.getByRole('link', { name: 'Nueva barra pesquera' }).click();
  await expect(page).toHaveURL(/\/dashboard\/institutions\/new$/);

  await field(page, /^Nombre/).fill('Club Náutico Ramallo');
  await field(page, /Presidente/).fill('Estela Giménez');
  await field(page, /Teléfono/).fill('3407551234');
  await fillAddress(page, 1, ['Av. Costanera 450', 'Ramallo', 'Buenos Aires', 'Argentina']);
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  await fillAddress(page, 2, ['Ruta 9 km 230', 'San Nicolás', 'Buenos Aires', 'Argentina']);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Dar de alta' }).click();

  await expect(page).toHaveURL(/\/dashboard\/institutions$/);
  const table = page.getByRole('table', { name: 'Barras pesqueras' });
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Ramallo');
  await expect(table.getByRole('row', { name: /Club Náutico Ramallo/ })).toContainText('San Nicolás');

  await page.getByRole('button', { name: 'Editar Club Náutico Ramallo' }).click();
  await expect(page.getByRole('group', { name: 'Dirección 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Quitar dirección 1' }).click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toasts(page).getByText('¡Institución actualizada!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/institutions$/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Ramallo');
  const row = table.getByRole('row', { name: /Club Náutico Ramallo/ });
  await expect(row).toContainText('San Nicolás');
  await expect(row).not.toContainText('Costanera');

  // A seeded club that teams belong to: the server refuses, and says why.
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('');
  const firstDelete = table.getByRole('button', { name: /^Eliminar / }).first();
  const clubName = ((await firstDelete.getAttribute('aria-label')) ?? '').replace(/^Eliminar /, '');
  await firstDelete.click();
  await page.getByRole('alertdialog', { name: 'Eliminar barra pesquera' }).getByRole('button', { name: 'Eliminar' }).click();
  await expect(toasts(page).getByText('No se puede eliminar una barra pesquera con equipos')).toBeVisible();
  await expect(table.getByRole('rowheader', { name: clubName })).toBeVisible();
});

test('the client admin is refused an admin role in the user form', async ({ page }) => {
  await signIn(page, 'clientAdmin');
  await sidebar(page).getByRole('link', { name: 'Usuarios' }).click();
  await page.getByRole('link', { name: 'Nuevo usuario' }).click();
  await page.getByRole('button', { name: /Rol/ }).click();
  const options = page.getByRole('option');
  await expect(options).toHaveText(['Dueño de equipo', 'Miembro de equipo']);
  await page.keyboard.press('Escape');

  // The server holds the rule too: a client admin's token cannot create an admin.
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      body: JSON.stringify({ username: 'otra.administradora', role_id: 2 }),
    });
    return { status: res.status, message: ((await res.json()) as { message: string }).message };
  });
  expect(status).toEqual({ status: 403, message: 'No tenés permiso para asignar ese rol' });
});

test('the system admin resets their own password and signs in with it; the old one no longer works', async ({ page }) => {
  const admin = demoAccount('systemAdmin');
  await signIn(page, 'systemAdmin');
  await sidebar(page).getByRole('link', { name: 'Restablecer contraseña' }).click();
  await page.getByRole('button', { name: 'Restablecer mi contraseña' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restablecer' }).click();
  await expect(toasts(page).getByText('Se ha restablecido tu contraseña')).toBeVisible();
  const password = (await credential(page, 'Contraseña').textContent())!;
  expect(password).not.toBe(admin.password);
  await page.getByRole('button', { name: 'Ya guardé las credenciales' }).click();
  await signOut(page);

  await signInWith(page, admin.username, admin.password);
  await expect(page).not.toHaveURL(/\/dashboard/);
  await signInWith(page, admin.username, password);
  await expect(page).toHaveURL(/\/dashboard/);
});

test('an access-recovery request is answered by phone after the password is reset from the user log', async ({ page }) => {
  // A journey across four screens and two dialogs: more than 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const owner = demoAccount('ownerCompleteTeam');
  // The admin reads the owner's DNI, as the person would know it.
  await signIn(page, 'clientAdmin');
  await sidebar(page).getByRole('link', { name: 'Usuarios' }).click();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(owner.username);
  const ownerRow = page.getByRole('table', { name: 'Usuarios' }).getByRole('row', { name: new RegExp(owner.username) });
  const dni = (await ownerRow.getByRole('cell').nth(3).textContent())!.trim();
  expect(dni).toMatch(/^\d{7,9}$/);
  await signOut(page);

  // Logged out, the owner asks for access.
  await openHydrated(page, '/forgot-credentials');
  await field(page, /^Nombre/).fill('Jorge');
  await field(page, /^Apellido/).fill('Pérez');
  await field(page, /^DNI/).fill(dni);
  await field(page, /^Teléfono/).fill('3415551234');
  await page.getByRole('group', { name: /Fecha de nacimiento/ }).getByRole('spinbutton').first().click();
  await page.keyboard.type('15031990');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud enviada' })).toBeVisible();

  // The admin finds the ticket, opens the account's log and resets the password.
  await signIn(page, 'clientAdmin');
  await sidebar(page).getByRole('link', { name: /Solicitudes de ayuda/ }).click();
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Jorge Pérez');
  // A row is a link to the request (issue 21): its name opens it.
  await page.getByRole('table', { name: 'Solicitudes de ayuda' }).getByRole('rowheader', { name: /^Recuperación de acceso/ }).first().click();
  const identity = page.locator('section', { has: page.getByRole('heading', { name: 'Datos para recuperar el acceso' }) });
  await expect(identity).toContainText(dni);
  await expect(identity).toContainText('15-03-1990');
  const ticketUrl = page.url();
  await identity.getByRole('link', { name: `Ver el registro de ${owner.username}` }).click();
  await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restablecer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/new-credentials$/);
  await expect(credential(page, 'Usuario')).toHaveText(owner.username);
  const password = (await credential(page, 'Contraseña').textContent())!;
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Ya guardé las credenciales' }).click();

  // The admin answers the ticket by phone.
  await page.goto(ticketUrl);
  await page.getByRole('textbox', { name: /Respuesta/ }).fill('Te llamamos y te dictamos la contraseña nueva.');
  await page.getByRole('button', { name: /Forma de respuesta/ }).click();
  await page.getByRole('option', { name: 'Teléfono' }).click();
  await page.getByRole('button', { name: 'Marcar como resuelta' }).click();
  await expect(toasts(page).getByText('¡Estado de la solicitud actualizado!')).toBeVisible();
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Respuesta', exact: true }) })).toContainText('admin.cliente');

  // The owner's log shows the reset and who did it.
  await page.locator('section', { has: page.getByRole('heading', { name: 'Datos para recuperar el acceso' }) }).getByRole('link').click();
  const latest = page.getByRole('list', { name: 'Actividad de la cuenta' }).getByRole('listitem').first();
  await expect(latest).toContainText('Restablecimiento de contraseña');
  await expect(latest).toContainText('admin.cliente');
  await signOut(page);

  // The owner signs in with the new password; the old one is gone.
  await signInWith(page, owner.username, owner.password);
  await expect(page).not.toHaveURL(/\/dashboard/);
  await signInWith(page, owner.username, password);
  await expect(page).toHaveURL(/\/dashboard/);
});

test("the organiser's home counts the transfers to confirm as the sidebar does, and on a phone its link opens them", async ({ page }) => {
  await signIn(page, 'clientAdmin');
  const work = page.getByRole('main').locator('section', { has: page.getByRole('heading', { name: 'Para hacer' }) });
  const transfers = work.getByRole('link', { name: /^\d+ transferencias? a confirmar$/ });
  await expect(transfers).toBeVisible();
  const count = Number.parseInt((await transfers.innerText()).trim(), 10);
  // Two reads agree: the home's overview and the sidebar's count from the list itself.
  await expect(page.locator('#pendingTransfers-cuenta')).toHaveText(new RegExp(`^${count}\\b`));
  await expect(page.getByRole('heading', { name: 'Declarado, sin confirmar' })).toBeVisible();
  await expectNoAxeViolations(page);

  // On a phone the sidebar and its counts are hidden: the home carries them.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sidebar(page)).toBeHidden();
  await transfers.click();
  await expect(page).toHaveURL(/\/dashboard\/pending-transfers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transferencias a confirmar' })).toBeVisible();
});
