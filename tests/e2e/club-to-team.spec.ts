import { expect, test, type Page } from '@playwright/test';
import { demoAccount } from '../../mocks/demo-accounts';
import { addParticipant } from './participants';
import { expectNoAxeViolations, openHydrated, signIn } from './support';

/**
 * Issue 11, journey 1, on a fresh demo database: the client admin sets up a club and a team
 * from scratch: the club, the team for an owner account, its boat and two members (one the
 * helmsman, with a licence); one new member signs in with the credentials shown once.
 * The owner account is one without a team (capitan.sinequipo): SPEC §5 makes the users form
 * require a team for the owner role, so an owner account without one comes from sign-up.
 */

const run = Date.now().toString(36);
const dniBase = 30_000_000 + (Date.now() % 60_000_000);
const clubName = `Club Náutico Baradero ${run}`;
const teamName = `Los Pejerreyes ${run}`;

const main = (page: Page) => page.getByRole('main');
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });
const field = (page: Page, name: RegExp) => main(page).getByRole('textbox', { name });

async function choose(page: Page, name: RegExp, option: RegExp) {
  await main(page).getByRole('button', { name }).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
}

test('the client admin creates a club, a team for an owner account with its boat and two members, and a new member signs in', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'clientAdmin');

  // The club.
  await sidebar(page).getByRole('link', { name: 'Barras pesqueras' }).click();
  await main(page).getByRole('link', { name: 'Nueva barra pesquera' }).click();
  await field(page, /^Nombre/).fill(clubName);
  await field(page, /Presidente/).fill('Nora Ledesma');
  await field(page, /Teléfono/).fill('3329441234');
  const address = main(page).getByRole('group', { name: 'Dirección 1' });
  await address.getByRole('textbox', { name: /Calle y número/ }).fill('Costanera 120');
  await address.getByRole('textbox', { name: /Ciudad/ }).fill('Baradero');
  await address.getByRole('textbox', { name: /Provincia/ }).fill('Buenos Aires');
  await address.getByRole('textbox', { name: /País/ }).fill('Argentina');
  await main(page).getByRole('button', { name: 'Dar de alta' }).click();
  await expect(page).toHaveURL(/\/dashboard\/institutions$/);

  // The team in that club, for the owner account.
  await sidebar(page).getByRole('link', { name: 'Equipos' }).click();
  await main(page).getByRole('link', { name: 'Nuevo equipo' }).click();
  await field(page, /Nombre del equipo/).fill(teamName);
  await choose(page, /Barra pesquera/, new RegExp(clubName));
  await choose(page, /Cuenta del dueño/, new RegExp(`^${demoAccount('ownerWithoutTeam').username.replace('.', '\\.')}\\b`));
  await main(page).getByRole('button', { name: 'Crear equipo' }).click();
  await expect(toasts(page).getByText('¡Equipo creado!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/teams\/view\/\d+$/);
  const detailUrl = page.url();
  await expect(main(page).getByText(clubName)).toBeVisible();

  // Its boat, from the team's detail.
  await main(page).getByRole('link', { name: 'Registrar embarcación' }).click();
  await expect(page).toHaveURL(/\/dashboard\/boats\/create\?teamId=\d+$/);
  await expect(main(page).getByText(`Equipo: ${teamName}`)).toBeVisible();
  await field(page, /^Nombre/).fill('La Baradero');
  await field(page, /Matrícula/).fill(`BAR-${run}`);
  await field(page, /Marca del motor/).fill('Mercury');
  await field(page, /Potencia del motor/).fill('90');
  await expectNoAxeViolations(page);
  await main(page).getByRole('button', { name: 'Registrar embarcación' }).click();
  await expect(toasts(page).getByText('¡Embarcación creada!')).toBeVisible();
  await expect(page).toHaveURL(detailUrl);
  await expect(main(page).getByText('La Baradero')).toBeVisible();

  // Two members, one the helmsman.
  await main(page).getByRole('link', { name: 'Agregar participante' }).click();
  const helmsman = await addParticipant(
    page,
    { first: 'Lucía', last: 'Ferreyra', dni: String(dniBase), licence: `LIC-${run}`, role: 'Miembro de equipo' },
    1,
  );
  await addParticipant(page, { first: 'Tomás', last: 'Acosta', dni: String(dniBase + 1), role: 'Miembro de equipo' }, 2);
  await expect(page.getByText(/El equipo ya tiene 3 miembros/)).toBeVisible();

  // Back to the team (a fresh load: the in-app guard for the shown credentials is a participants test).
  await page.goto(detailUrl);
  await expect(main(page).getByRole('heading', { name: 'Miembros (3/3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The helmsman signs in with the credentials shown once.
  await openHydrated(page, '/');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(helmsman.username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(helmsman.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('link', { name: 'Completar ahora' })).toBeVisible();
});
