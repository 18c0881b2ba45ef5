import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';
import { href } from '../../src/lib/routing/routes';

// Issue 31, the captain's money moments, at phone size (390 × 844). Every test gets a fresh
// browser context, hence a fresh demo database in its localStorage.
test.use({ viewport: { width: 390, height: 844 } });

const SCREEN = 844;
const box = async (locator: Locator) => (await locator.boundingBox())!;
/** Page coordinates (the boxes are relative to the viewport, which scrolls). */
const pageTop = async (page: Page, locator: Locator) => (await box(locator)).y + (await page.evaluate(() => window.scrollY));

test('a registered captain finds how to pay within a screen and a half, the card with one amount, cancelling after', async ({ page }) => {
  await signIn(page, 'ownerUnpaidTeam');
  await page.goto(href('competitions'));
  const choice = page.getByRole('radiogroup', { name: 'Elegí cómo pagar' });
  await expect(choice).toBeVisible();
  const pay = page.getByRole('link', { name: 'Pagar por transferencia' });
  const payBottom = (await pageTop(page, pay)) + (await box(pay)).height;
  expect(payBottom).toBeLessThanOrEqual(SCREEN * 1.5);
  const cancel = page.getByRole('button', { name: 'Cancelar inscripción' });
  expect(await pageTop(page, cancel)).toBeGreaterThan(payBottom);

  // The card option: the amount the checkout charges, once; no '+ IVA' (decision 0062).
  const card = page.getByRole('radio', { name: /Tarjeta/, disabled: false }).first();
  const label = card.locator('xpath=ancestor::label');
  const text = (await label.innerText()).replace(/\u00a0/g, ' ');
  expect(text).not.toContain('+ IVA');
  expect(text).toContain('Es el monto final que se cobra en la tarjeta');
  const [total] = text.match(/^\$ [\d.]+,\d{2}$/m)!;
  expect(text.split(total)).toHaveLength(2);
  await label.click();
  await expect(card).toBeChecked();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pagar con tarjeta' }).click();
  const checkout = await popup;
  await expect(checkout.getByRole('heading', { name: 'Pagar con tarjeta' })).toBeVisible();
  await expect(checkout.getByText(total.replace(' ', '\u00a0')).first()).toBeVisible();
});

test('a captain declares a transfer and reads what was declared, who checks it and what to do after a mistake', async ({ page }) => {
  await signIn(page, 'ownerUnpaidTeam');
  await page.goto(href('competitions'));
  await page.getByRole('link', { name: 'Pagar por transferencia' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transfer\/\d+$/);
  // Until when the amount holds, and whose account it is.
  await expect(page.getByText(/^Vale hasta el \d{2}\/\d{2}\/\d{4}, 23:59/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar titular' })).toBeVisible();
  const amount = (await page.getByRole('definition').first().innerText()).match(/\$\s[\d.]+/)![0];

  await page.getByRole('textbox', { name: /^Nombre/ }).fill('Marta');
  await page.getByRole('textbox', { name: /^Apellido/ }).fill('Quiroga');
  await page.getByRole('textbox', { name: /^CUIT/ }).fill('27-28456123-4');
  await page.getByRole('button', { name: 'Informar transferencia' }).click();

  await expect(page).toHaveURL(/\/dashboard\/competitions$/);
  const declared = page.locator('section', { has: page.getByRole('heading', { name: 'Tu pago está en proceso' }) });
  await expect(declared).toBeVisible();
  await expect(declared.getByText('Marta Quiroga (CUIT 27-28456123-4)')).toBeVisible();
  await expect(declared.getByText(amount, { exact: true })).toBeVisible();
  await expect(declared.getByText(/Suele tardar uno o dos días hábiles/)).toBeVisible();
  await expect(declared.getByRole('link', { name: 'Ayuda' })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByText(/Válido del/)).toHaveCount(0);

  // The success toast does not cover the status line.
  const toast = page.getByRole('region', { name: 'Avisos' }).getByText('Pago de transferencia creado exitosamente');
  await expect(toast).toBeVisible();
  const line = declared.getByRole('status');
  const [a, b] = [await box(toast), await box(line)];
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps).toBe(false);
  await expectNoAxeViolations(page);
});

test("on a phone, 'Cerrar menú' and 'Cerrar sesión' are apart and comfortable to touch", async ({ page }) => {
  await signIn(page, 'ownerCompleteTeam');
  await page.getByRole('button', { name: 'Menú' }).click();
  const close = page.getByRole('button', { name: 'Cerrar menú' });
  await expect(close).toBeVisible();
  const signOut = page.getByRole('button', { name: 'Cerrar sesión' });
  await expect(signOut).toHaveCount(1);
  const [c, s] = [await box(close), await box(signOut)];
  expect(c.height).toBeGreaterThanOrEqual(44);
  expect(s.height).toBeGreaterThanOrEqual(44);
  // Not in the same row: the sign-out ends the menu, well below the button that closes it.
  expect(s.y - (c.y + c.height)).toBeGreaterThan(200);
  await close.click();
  await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
});
