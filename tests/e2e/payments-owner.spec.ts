import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';
import { href } from '../../src/lib/routing/routes';

// Every test gets a fresh browser context, hence a fresh demo database in its localStorage.

const toasts = (page: Page) => page.getByRole('region', { name: 'Avisos' });
const status = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Inscripción del equipo' }) });

/** From the competition screen, pays by card: the demo checkout opens in a new tab. */
async function openCardCheckout(page: Page) {
  // The radio input is visually hidden inside its card (react-aria): the card is what one clicks.
  const card = page.getByRole('radio', { name: /Tarjeta/, disabled: false }).first();
  await card.locator('xpath=ancestor::label').click();
  await expect(card).toBeChecked();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  const checkout = await popup;
  await expect(checkout).toHaveURL(/\/demo-checkout\?payment_id=\d+$/);
  await expect(checkout.getByRole('heading', { name: 'Pagar con tarjeta' })).toBeVisible();
  await expect(checkout.getByRole('textbox', { name: 'Número de tarjeta' })).toHaveValue(/\d{4} \d{4}/);
  return checkout;
}

test('capitan.pendiente pays by card in the demo checkout: approved, the countdown returns to a paid registration', async ({ page }) => {
  await signIn(page, 'ownerUnpaidTeam');
  await page.goto(href('competitions'));
  await expect(status(page).getByText('Registrado')).toBeVisible();
  await expectNoAxeViolations(page);

  const checkout = await openCardCheckout(page);
  await expect(checkout.getByText(/^Inscripción /)).toBeVisible();
  await expectNoAxeViolations(checkout);
  await checkout.getByRole('button', { name: 'Aprobar el pago' }).click();

  await expect(checkout).toHaveURL(/\/dashboard\/competitions\/payment\/success\?payment_id=\d+$/);
  await expect(checkout.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
  await expectNoAxeViolations(checkout);
  // The 5-second countdown brings the payer back to the competition.
  await expect(checkout).toHaveURL(/\/dashboard\/competitions$/, { timeout: 10_000 });
  await expect(status(checkout).getByText('Pagado', { exact: true })).toBeVisible();
  await expect(checkout.getByText(/Número de equipo: \d+/)).toBeVisible();
});

test('capitan.pendiente has a card payment rejected in the demo checkout and can pay again', async ({ page }) => {
  await signIn(page, 'ownerUnpaidTeam');
  await page.goto(href('competitions'));
  const checkout = await openCardCheckout(page);
  await checkout.getByRole('button', { name: 'Rechazar el pago' }).click();
  await expect(checkout.getByRole('heading', { name: 'Pago rechazado' })).toBeVisible();
  // The rejection's red card keeps its text readable.
  await expectNoAxeViolations(checkout);
  await checkout.getByRole('link', { name: 'Volver a pagar' }).click();

  await expect(status(checkout).getByText('Registrado')).toBeVisible();
  const again = await openCardCheckout(checkout);
  await again.getByRole('button', { name: 'Aprobar el pago' }).click();
  await expect(again.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
  await again.getByRole('button', { name: 'Redirigir ahora' }).click();
  await expect(status(again).getByText('Pagado', { exact: true })).toBeVisible();
});

test("capitan.pendiente declares a transfer and sees 'Pago en Progreso'", async ({ page }) => {
  await signIn(page, 'ownerUnpaidTeam');
  await page.goto(href('competitions'));
  await expect(page.getByRole('radio', { name: /Transferencia/, checked: true })).toBeVisible();
  await page.getByRole('link', { name: 'Pagar por transferencia' }).click();

  await expect(page).toHaveURL(/\/dashboard\/transfer\/\d+$/);
  await expect(page.getByRole('button', { name: 'Copiar alias' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Marta');
  await page.getByRole('textbox', { name: /^Apellido/ }).fill('Quiroga');
  await page.getByRole('textbox', { name: /^CUIT/ }).fill('27-28456123-4');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Informar transferencia' }).click();

  await expect(page).toHaveURL(/\/dashboard\/competitions$/);
  await expect(toasts(page).getByText('Pago de transferencia creado exitosamente')).toBeVisible();
  await expect(status(page).getByText('Pago en Progreso')).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
});
