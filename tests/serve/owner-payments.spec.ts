import type { Page } from '@playwright/test';
import { signIn } from '../e2e/support';
import { href } from '../../src/lib/routing/routes';
import { expect, test } from './support';

// capitan.pendiente (registered, unpaid) pays under the production CSP, with the API behind nginx.

const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });
const status = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Inscripción del equipo' }) });

test('the owner registers the team, declares a transfer and an admin confirms it', async ({ page }) => {
  await signIn(page, 'ownerUnpaidTeam');
  await page.goto(href('competitions'));
  // The registration: cancelled, then made again (the demo team starts registered).
  await page.getByRole('button', { name: 'Cancelar inscripción' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar inscripción' }).click();
  await expect(status(page).getByText('El equipo no está inscripto en esta competencia.')).toBeVisible();
  await status(page).getByRole('button', { name: 'Inscribir al equipo' }).click();
  await expect(status(page).getByText('Registrado')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Transferencia/, checked: true })).toBeVisible();
  await page.getByRole('link', { name: 'Pagar por transferencia' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transfer\/\d+$/);
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Marta');
  await page.getByRole('textbox', { name: /^Apellido/ }).fill('Quiroga');
  await page.getByRole('textbox', { name: /^CUIT/ }).fill('27-28456123-4');
  await page.getByRole('button', { name: 'Informar transferencia' }).click();
  await expect(toasts(page).getByText('Pago de transferencia creado exitosamente')).toBeVisible();
  await expect(status(page).getByText('Pago en Progreso')).toBeVisible();
  const team = await page.evaluate(async () => {
    const res = await fetch('/api/teams', { headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` } });
    return ((await res.json()) as { data: { name: string } }).data.name;
  });

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
  await signIn(page, 'clientAdmin');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Transferencias a confirmar' }).click();
  await page.getByRole('searchbox').fill(team);
  await page.getByRole('row', { name: new RegExp(team) }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle de la transferencia' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Confirmar transferencia' }).click();
  await page.getByRole('dialog', { name: '¿Confirmar la transferencia?' }).getByRole('button', { name: 'Confirmar transferencia' }).click();
  await expect(toasts(page).getByText('Acción realizada correctamente')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Transferencias a confirmar' })).toBeVisible();
});

test('a card payment completes on the demonstration checkout the production API serves on the site (no card provider configured)', async ({ page }) => {
  await signIn(page, 'ownerUnpaidTeam');
  await page.goto(href('competitions'));
  // The radio input is visually hidden inside its card (react-aria): the card is what one clicks.
  const card = page.getByRole('radio', { name: /Tarjeta/, disabled: false }).first();
  await card.locator('xpath=ancestor::label').click();
  await expect(card).toBeChecked();
  const link = page.waitForResponse((r) => r.url().includes('/api/payment_attempts/'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  const { data } = (await (await link).json()) as { data: { checkInUrl: string } };
  const checkout = await popup;
  // The API's own demonstration checkout, on the site's origin (behind nginx, under its CSP):
  // server-rendered, no script, marked as a demonstration.
  await expect(checkout).toHaveURL(data.checkInUrl);
  expect(new URL(data.checkInUrl).origin).toBe(new URL(page.url()).origin);
  await expect(checkout.getByRole('heading', { name: 'Pagar con tarjeta' })).toBeVisible();
  await expect(checkout.getByText('Checkout de demostración: no se cobra dinero real.', { exact: false })).toBeVisible();
  await checkout.getByRole('button', { name: 'Aprobar el pago' }).click();
  // Back on the app's result page, which registers the payment the checkout decided.
  await expect(checkout).toHaveURL(/\/dashboard\/competitions\/payment\/success\?payment_id=\d+$/);
  await expect(checkout.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
  // The API recorded it: the registration is paid and the team has its number.
  await expect(checkout.getByText(/Tu inscripción quedó pagada\. Número de equipo: \d+\./)).toBeVisible();
});
