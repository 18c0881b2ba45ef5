import { signIn } from '../e2e/support';
import { href } from '../../src/lib/routing/routes';
import { expect, test } from '../serve/support';

// Issue 34: capitan.pendiente (registered, unpaid) pays by card through Mercado Pago's Checkout Pro
// (the local stand-in), which approves and notifies the API; the team reads 'Inscripción completa'.

test('a captain pays by card at Mercado Pago, which approves and notifies; the team reads Inscripción completa', async ({ page }) => {
  await signIn(page, 'ownerUnpaidTeam');
  await page.goto(href('competitions'));
  const card = page.getByRole('radio', { name: /Tarjeta/, disabled: false }).first();
  await card.locator('xpath=ancestor::label').click();
  await expect(card).toBeChecked();
  const link = page.waitForResponse((r) => r.url().includes('/api/payment_attempts/'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  const { data } = (await (await link).json()) as { data: { checkInUrl: string } };
  // Mercado Pago's checkout (the stand-in's init_point), not the site's demonstration checkout.
  expect(new URL(data.checkInUrl).pathname).toBe('/checkout/v1/redirect');
  const checkout = await popup;
  await expect(checkout.getByRole('heading', { name: 'Mercado Pago (simulado)' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Pagar' }).click();
  // Mercado Pago notified the API (signed) and sends the payer back to the result page with its payment_id.
  await expect(checkout).toHaveURL(/\/dashboard\/competitions\/payment\/success\?.*payment_id=\d+/);
  await expect(checkout.getByRole('heading', { name: '¡Pago aprobado!' })).toBeVisible();
  await expect(checkout.getByText(/Tu inscripción quedó pagada\. Número de equipo: \d+\./)).toBeVisible();
  // The signed notification went through nginx to the API and was accepted (not only the result page's read-back).
  const deliveries = (await (await fetch(`${new URL(data.checkInUrl).origin}/__stand-in/deliveries`)).json()) as { status: number }[];
  expect(deliveries.at(-1)?.status).toBe(200);
  await checkout.close();
  await page.goto(href('home'));
  await expect(page.getByText('Inscripción completa')).toBeVisible();
});
