import { expect, test, type Browser, type Page } from '@playwright/test';
import { DB_STORAGE_PREFIX } from '../../mocks/db/persistence';
import { expectNoAxeViolations, sidebarLabels, openHydrated } from './support';

/**
 * Issue 4, end to end in Chromium: a new owner signs up, activates the account, creates a
 * team, registers the boat and adds the two other members (the owner is the first of the
 * three), noting the credentials shown once; the checklist has steps 1-4 done. Then one of
 * the new members signs in on their own browser with those credentials, activates the
 * account and reads the team, the boat and the members without any control to change them.
 */

const run = Date.now().toString(36);
// DNIs of 8 digits no seeded person has; the owner and the two members get consecutive ones.
const dniBase = 20_000_000 + (Date.now() % 70_000_000);
const owner = { username: `capitan.${run}`, password: 'Anzuelo2026', dni: String(dniBase) };
const helmsman = { first: 'Lucía', last: 'Fernández', dni: String(dniBase + 1), licence: `LIC-${run}` };
const crew = { first: 'Tomás', last: 'Ibarra', dni: String(dniBase + 2) };
const teamName = `Los Dorados ${run}`;
const boatName = 'La Tararira';

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });
const main = (page: Page) => page.getByRole('main');

/** Ticks a kit checkbox by its visible label, as a pointer user does (the drawn box covers the input). */
async function tick(page: Page, name: string) {
  await page.getByText(name, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name })).toBeChecked();
}

async function typeBirthDate(page: Page, ddmmyyyy: string) {
  await page.getByRole('group', { name: /Fecha de nacimiento/ }).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy);
}

async function chooseGender(page: Page, label: 'Femenino' | 'Masculino') {
  await page.getByRole('button', { name: /Género/ }).click();
  await page.getByRole('option', { name: label }).click();
}

/** The activation form (another screen of this issue): personal data and address. */
async function activate(page: Page, person: { first: string; last: string; dni: string; licence?: string }) {
  await expect(page.getByRole('heading', { level: 1, name: 'Activar Cuenta' })).toBeVisible();
  await field(page, /^Nombre/).fill(person.first);
  await field(page, /^Apellido/).fill(person.last);
  await field(page, /^DNI/).fill(person.dni);
  await typeBirthDate(page, '15031990');
  await chooseGender(page, 'Femenino');
  await field(page, /^Teléfono principal/).fill('3415551234');
  if (person.licence) await field(page, /^Número de licencia de pesca/).fill(person.licence);
  await field(page, /^Calle y número/).fill('San Martín 1234');
  await field(page, /^Ciudad/).fill('Rosario');
  await field(page, /^Provincia/).fill('Santa Fe');
  await page.getByRole('button', { name: 'Activar cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Fills and sends the owner's add-member form; returns the credentials the panel shows once. */
async function addMember(page: Page, person: { first: string; last: string; dni: string; licence?: string }) {
  await main(page).getByRole('link', { name: 'Agregar miembro' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-members#create$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Agregar miembro' })).toBeFocused();
  await field(page, /^Nombre/).fill(person.first);
  await field(page, /^Apellido/).fill(person.last);
  await field(page, /^DNI/).fill(person.dni);
  await typeBirthDate(page, '20071988');
  await chooseGender(page, person.first === 'Lucía' ? 'Femenino' : 'Masculino');
  await field(page, /^Teléfono principal/).fill('3415559876');
  if (person.licence) {
    await tick(page, 'Es el timonel del equipo');
    await field(page, /^Número de licencia de pesca/).fill(person.licence);
  }
  await page.getByRole('button', { name: 'Agregar miembro' }).click();
  await expect(toasts(page).getByText('¡Miembro agregado al equipo!')).toBeVisible();

  const name = `${person.first} ${person.last}`;
  const panel = page.getByRole('region', { name: /^Credenciales de/ });
  await expect(panel.getByText(/Se muestran una sola vez/)).toBeVisible();
  const shown = async (what: 'usuario' | 'contraseña') =>
    (await panel.locator('dd').filter({ has: page.getByRole('button', { name: `Copiar ${what} de ${name}` }) }).locator('code').textContent())!;
  return { name, username: await shown('usuario'), password: await shown('contraseña') };
}

/** The demo backend keeps its database in the browser: a member's own browser starts from the same data. */
async function browserSharingTheBackend(browser: Browser, from: Page) {
  const stored = await from.evaluate(
    (prefix) => Object.entries(localStorage).filter(([key]) => key.startsWith(prefix)),
    DB_STORAGE_PREFIX,
  );
  const { baseURL, locale, timezoneId, viewport } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport });
  await context.addInitScript((entries: [string, string][]) => {
    for (const [key, value] of entries) if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
  }, stored);
  return context;
}

test('an owner registers a complete team and a new member sees it read only', async ({ page, browser }) => {
  test.setTimeout(180_000);

  // 1. Sign up and activate the account.
  await openHydrated(page, '/signup');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(owner.username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(owner.password);
  await page.getByRole('textbox', { name: 'Confirmar contraseña' }).fill(owner.password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Completar ahora' }).click();
  await activate(page, { first: 'Ramiro', last: 'Quiroga', dni: owner.dni });

  // 2. Create the team in a club.
  await sidebar(page).getByRole('link', { name: 'Crear Equipo' }).click();
  await page.getByRole('textbox', { name: /Nombre del equipo/ }).fill(teamName);
  await page.getByRole('button', { name: /Barra pesquera/ }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Crear equipo' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-team$/);
  await expect(toasts(page).getByText('¡Equipo creado!')).toBeVisible();

  // 3. Register the boat.
  await sidebar(page).getByRole('link', { name: 'Embarcación' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Embarcación' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main(page).getByRole('link', { name: 'Registrar embarcación' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-boat#create$/);
  await field(page, /^Nombre/).fill(boatName);
  await field(page, /^Matrícula/).fill(`REY-${run}`.slice(0, 20));
  await field(page, /^Marca del motor/).fill('Yamaha');
  await field(page, /^Potencia del motor/).fill('115');
  await tick(page, 'Tiene radio');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Registrar embarcación' }).click();
  await expect(toasts(page).getByText('¡Embarcación creada!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: boatName })).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\/my-boat$/);

  // 4. Add the two other members: the owner is already the first of the three.
  await sidebar(page).getByRole('link', { name: 'Miembros' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Integrantes: 1 de 3' })).toBeVisible();
  const first = await addMember(page, helmsman);
  await expectNoAxeViolations(page);

  // A reload would lose the credentials: the browser asks first (beforeunload). Accepting it
  // proves the point: they were shown once and are gone.
  const prompt = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.accept().then(() => resolve(dialog.type()))));
  await page.reload();
  expect(await prompt).toBe('beforeunload');
  await expect(page.getByRole('heading', { level: 2, name: 'Integrantes: 2 de 3' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Credenciales de/ })).toHaveCount(0);

  const second = await addMember(page, crew);
  await expect(page.getByRole('heading', { level: 2, name: 'Integrantes: 3 de 3' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Agregar miembro' })).toHaveCount(0);
  for (const name of [first.name, second.name]) {
    await expect(page.getByRole('article', { name }).getByText(/Cuenta no activada/)).toBeVisible();
  }
  await expect(page.getByRole('article', { name: first.name }).getByText('Timonel')).toBeVisible();

  // Leaving through the menu asks first; 'Quedarme' keeps the credentials on screen.
  await sidebar(page).getByRole('link', { name: 'Inicio' }).click();
  const leave = page.getByRole('alertdialog', { name: '¿Salir sin guardar las credenciales?' });
  await expect(leave).toBeVisible();
  await expectNoAxeViolations(page);
  await leave.getByRole('button', { name: 'Quedarme' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-members$/);
  await expect(page.getByRole('region', { name: 'Credenciales del nuevo miembro' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Inicio' }).click();
  await leave.getByRole('button', { name: 'Salir de la página' }).click();

  // 5. The home checklist: steps 1 to 4 done, only the payment left.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tu inscripción: 4 de 5 pasos' })).toBeVisible();
  const steps = page.getByRole('listitem').filter({ hasText: /Completado|Pendiente|Atención/ });
  await expect(steps).toHaveCount(5);
  for (let i = 0; i < 4; i++) await expect(steps.nth(i)).toContainText('Completado');
  await expect(steps.nth(4)).toContainText('Pagar la inscripción');
  await expect(steps.nth(4)).toContainText('Pendiente');

  // 6. Sign out; the helmsman signs in on their own browser with the credentials shown once.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  const memberContext = await browserSharingTheBackend(browser, page);
  const member = await memberContext.newPage();
  await openHydrated(member, '/');
  await member.getByRole('textbox', { name: 'Usuario' }).fill(first.username);
  await member.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(first.password);
  await member.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(member).toHaveURL(/\/dashboard$/);
  await member.getByRole('link', { name: 'Completar ahora' }).click();
  await activate(member, { first: helmsman.first, last: helmsman.last, dni: helmsman.dni, licence: helmsman.licence });
  expect(await sidebarLabels(member)).toEqual(['Inicio', 'Equipo', 'Embarcación', 'Miembros', 'Competencia', 'Resultados', 'Credencial', 'Ayuda', 'Salir del Equipo']);

  // 7. Team, boat and members, read only.
  await sidebar(member).getByRole('link', { name: 'Equipo', exact: true }).click();
  await expect(main(member).getByText(teamName)).toBeVisible();
  await expect(main(member).getByRole('link', { name: 'Editar' })).toHaveCount(0);

  await sidebar(member).getByRole('link', { name: 'Embarcación' }).click();
  await expect(member.getByRole('heading', { level: 2, name: boatName })).toBeVisible();
  await expect(main(member).getByText('115 HP')).toBeVisible();
  await expect(main(member).getByRole('link', { name: 'Editar embarcación' })).toHaveCount(0);
  await expect(main(member).getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(member);

  await sidebar(member).getByRole('link', { name: 'Miembros' }).click();
  await expect(member.getByRole('heading', { level: 2, name: 'Integrantes: 3 de 3' })).toBeVisible();
  await expect(member.getByRole('article', { name: 'Ramiro Quiroga' }).getByText('Dueño del equipo')).toBeVisible();
  await expect(member.getByRole('article', { name: first.name }).getByText('Timonel')).toBeVisible();
  await expect(member.getByRole('article', { name: first.name }).getByText(helmsman.dni)).toBeVisible();
  await expect(member.getByRole('article', { name: second.name }).getByText(/Cuenta no activada/)).toBeVisible();
  await expect(main(member).getByRole('button')).toHaveCount(0);
  await expect(main(member).getByRole('link', { name: /Agregar miembro|Editar/ })).toHaveCount(0);
  await expectNoAxeViolations(member);

  await memberContext.close();
});
