import { expect, test, type Page } from '@playwright/test';
import { hostileTexts as t } from '../../mocks/db/seed-data/hostile-texts';
import { signIn } from './support';
import { href } from '../../src/lib/routing/routes';

/**
 * Issue 7 §4: the demo seed gives capitan.hostil a team whose texts carry HTML and script
 * payloads (mocks/db/seed-data/hostile-texts.ts). Every screen that shows them must show them
 * as typed: no dialog, no injected element, no script run, no javascript: link.
 * Every test gets a fresh browser context, hence a fresh demo database.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

/** Fails the test on any dialog the page opens (alert, confirm, prompt, beforeunload). */
function failOnDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/** What a payload rendered as HTML would leave behind in the document. */
const INJECTED = [
  'img[src="x"]',
  'svg[onload]',
  'iframe',
  '[onerror]',
  '[onload]',
  'a[href^="javascript:" i]',
  'b', // the notification message's <b>mensaje</b>
].join(', ');

async function expectNothingInjected(page: Page, dialogs: string[]) {
  await expect(page.locator(INJECTED)).toHaveCount(0);
  const traces = await page.evaluate(() => ({
    pwned: (window as unknown as { __pwned?: unknown }).__pwned,
    scripts: Array.from(document.scripts).filter((s) => s.textContent?.includes('__pwned')).length,
  }));
  expect(traces).toEqual({ pwned: undefined, scripts: 0 });
  expect(dialogs).toEqual([]);
}

test('every screen of capitan.hostil shows the HTML payloads of its data as text and runs none', async ({ page }) => {
  const dialogs = failOnDialogs(page);
  await signIn(page, 'ownerHostileTexts');
  await expect(page.getByRole('heading', { level: 1, name: '¡Hola, capitan.hostil!' })).toBeVisible();
  await expectNothingInjected(page, dialogs);

  // The bell: titles and descriptions (with {{placeholders}} filled from hostile data).
  await page.getByRole('button', { name: /^Notificaciones/ }).click();
  const bell = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(bell.getByText(t.notificationTitle, { exact: true })).toBeVisible();
  await expect(bell.getByText(t.notificationMessage, { exact: true })).toBeVisible();
  await expect(
    bell.getByText(`Tu equipo ${t.teamName} tiene 2 de 3 miembros. Agregá los que faltan para completar la inscripción.`, { exact: true }),
  ).toBeVisible();
  await expect(bell.getByText(`Tu solicitud "${t.resolvedTicketTitle}" fue respondida: ${t.resolvedTicketResponse}`, { exact: true })).toBeVisible();
  // Its javascript: link is not offered; the app paths of the others are.
  await expect(bell.getByRole('link', { name: `Ver más: ${t.notificationTitle}` })).toHaveCount(0);
  await expect(bell.getByRole('link', { name: 'Ver más: Faltan miembros en tu equipo' })).toHaveAttribute('href', href('myMembers'));
  await expectNothingInjected(page, dialogs);
  await page.keyboard.press('Escape');
  await expect(bell).toBeHidden();

  await sidebar(page).getByRole('link', { name: 'Equipo', exact: true }).click();
  const data = page.locator('section', { has: page.getByRole('heading', { name: 'Datos del equipo' }) });
  await expect(data.getByText(t.teamName, { exact: true })).toBeVisible();
  await expect(data.getByText(t.clubName, { exact: true })).toBeVisible();
  await expectNothingInjected(page, dialogs);

  await sidebar(page).getByRole('link', { name: 'Embarcación' }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.boatName, exact: true })).toBeVisible();
  await expect(page.getByText(t.boatEngineBrand, { exact: true })).toBeVisible();
  await expect(page.getByText(t.boatRegistration, { exact: true })).toBeVisible();
  await expectNothingInjected(page, dialogs);

  await sidebar(page).getByRole('link', { name: 'Miembros' }).click();
  await expect(page.getByRole('heading', { level: 3, name: `${t.ownerFirstName} ${t.ownerLastName}`, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: `${t.memberFirstName} ${t.memberLastName}`, exact: true })).toBeVisible();
  await expect(page.getByText(t.memberEmail, { exact: true })).toBeVisible();
  await expect(page.getByText(t.memberLicence, { exact: true })).toBeVisible();
  await expectNothingInjected(page, dialogs);

  // Help: the list, the pending notice, and both requests in detail.
  await sidebar(page).getByRole('link', { name: 'Ayuda' }).click();
  await expect(page.getByText(`«${t.pendingTicketTitle}»`)).toBeVisible();
  await expect(page.getByRole('link', { name: t.resolvedTicketTitle, exact: true })).toBeVisible();
  await expectNothingInjected(page, dialogs);
  await page.getByRole('link', { name: t.resolvedTicketTitle, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.resolvedTicketTitle, exact: true })).toBeVisible();
  await expect(page.getByText(t.resolvedTicketDescription, { exact: true })).toBeVisible();
  await expect(page.getByText(t.resolvedTicketResponse, { exact: true })).toBeVisible();
  await expectNothingInjected(page, dialogs);
  await page.getByRole('button', { name: 'Volver a mis solicitudes' }).click();
  await page.getByRole('link', { name: t.pendingTicketTitle, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.pendingTicketTitle, exact: true })).toBeVisible();
  await expect(page.getByText(t.pendingTicketDescription, { exact: true })).toBeVisible();
  await expectNothingInjected(page, dialogs);

  // The club request screen names the pending request that blocks a new one.
  await page.goto(href('requestInstitution'));
  await expect(page.getByRole('heading', { name: 'Tenés una solicitud de ayuda pendiente' })).toBeVisible();
  await expect(page.getByText(`«${t.pendingTicketTitle}»`)).toBeVisible();
  await expectNothingInjected(page, dialogs);

  // The edit form gets the name back as the field's value, not as markup.
  await sidebar(page).getByRole('link', { name: 'Equipo', exact: true }).click();
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('textbox', { name: /Nombre del equipo/ })).toHaveValue(t.teamName);
  await expectNothingInjected(page, dialogs);
});

test('the club list of create-team shows the hostile club name as text', async ({ page }) => {
  const dialogs = failOnDialogs(page);
  await signIn(page, 'ownerWithoutTeam');
  await sidebar(page).getByRole('link', { name: 'Crear Equipo' }).click();
  await page.getByRole('button', { name: /Barra pesquera/ }).click();
  await expect(page.getByRole('option', { name: t.clubName, exact: true })).toBeVisible();
  await expectNothingInjected(page, dialogs);
  await page.getByRole('option', { name: t.clubName, exact: true }).click();
  await expect(page.getByRole('button', { name: /Barra pesquera/ })).toContainText(t.clubName);
  await expectNothingInjected(page, dialogs);
});
