import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, sidebarLabels, signIn } from './support';

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

test('a registered owner activates the account and continues as an active owner without team', async ({ page }) => {
  await signIn(page, 'registeredUser');
  await page.getByRole('link', { name: 'Completar ahora' }).click();
  await expect(page).toHaveURL(/\/dashboard\/activate-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activar Cuenta' })).toBeVisible();
  await expectNoAxeViolations(page);

  await field(page, /^Nombre/).fill('Lucía');
  await field(page, /^Apellido/).fill('Fernández');
  // A DNI no seeded person has (7 or 8 digits).
  await field(page, /^DNI/).fill(`9${String(Date.now()).slice(-7)}`);
  const birthDate = page.getByRole('group', { name: /Fecha de nacimiento/ });
  await birthDate.getByRole('spinbutton').first().click();
  await page.keyboard.type('15031990');
  await page.getByRole('button', { name: /Género/ }).click();
  await page.getByRole('option', { name: 'Femenino' }).click();
  await field(page, /^Teléfono principal/).fill('3415551234');
  await field(page, /^Calle y número/).fill('San Martín 1234');
  await field(page, /^Ciudad/).fill('Rosario');
  await field(page, /^Provincia/).fill('Santa Fe');
  await expect(field(page, /^País/)).toHaveValue('Argentina');
  await page.getByRole('button', { name: 'Activar cuenta' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const claims = await page.evaluate(() => JSON.parse(atob(localStorage.getItem('accessToken')!.split('.')[1]!)));
  expect(claims).toMatchObject({ status: 'active' });
  expect(await sidebarLabels(page)).toEqual(['Inicio', 'Crear Equipo', 'Ayuda']);
  // Home now shows the owner's checklist instead of the last-step card.
  await expect(page.getByRole('heading', { name: /Tu inscripción: 1 de 5 pasos/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Completar ahora' })).toHaveCount(0);
});

test('a member sends a help request and the pending notice replaces the form', async ({ page }) => {
  await signIn(page, 'teamMember');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Ayuda' }).click();
  await expect(page).toHaveURL(/\/dashboard\/help$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();

  await field(page, /^Título/).fill('No veo la embarcación');
  await field(page, /^Descripción/).fill('En la pantalla del equipo no aparece nuestra embarcación.');
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();

  await expect(page.getByRole('region', { name: 'Avisos' }).getByText('Solicitud enviada')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tenés una solicitud pendiente' })).toBeVisible();
  await expect(field(page, /^Título/)).toHaveCount(0);
  const request = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'No veo la embarcación' }) });
  await expect(request.getByText('Pendiente')).toBeVisible();
  await expectNoAxeViolations(page);

  await request.getByRole('link', { name: 'No veo la embarcación' }).click();
  await expect(page).toHaveURL(/\/dashboard\/help\?ticket=\d+$/);
  await expect(page.getByText(/Todavía no fue respondida/)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Tenés una solicitud pendiente' })).toBeVisible();
});
