import { expect, test, type Page } from '@playwright/test';
import { signIn, openHydrated } from './support';
import { recordToasts, toastsSeen } from './toast-recorder';
import { href } from '../../src/lib/routing/routes';

/**
 * Issue 7 §6: what a keyboard-only review found. Each test sets the viewport the finding
 * was measured at.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const NARROW = { width: 320, height: 640 };

/** Where the focused element sits, and whether it is inside the page's main content. */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    // The field's label says which control it is (a date segment or a select's trigger has its own text).
    let wrapper: HTMLElement | null = el;
    while (wrapper && !wrapper.querySelector('label')) wrapper = wrapper.parentElement;
    const field = wrapper?.querySelector('label');
    return {
      top: r.top,
      bottom: r.bottom,
      inMain: Boolean(el.closest('main')),
      name: field?.textContent?.trim() ?? el.getAttribute('aria-label') ?? el.tagName,
    };
  });

test.describe('at 390×844', () => {
  test.use({ viewport: PHONE });

  test('Shift+Tab up the activation form never leaves the focused control under the sticky top bar', async ({ page }) => {
    await signIn(page, 'registeredUser');
    await page.goto(href('activateAccount'));
    await expect(page.getByRole('heading', { level: 1, name: 'Activar Cuenta' })).toBeVisible();
    const header = page.getByRole('banner');
    await page.getByRole('button', { name: 'Activar cuenta' }).focus();

    const seen: string[] = [];
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Shift+Tab');
      const box = await focusedBox(page);
      if (!box?.inMain) break;
      // The header's bottom edge, read each time: it is sticky, its box moves with the page.
      const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
      seen.push(box.name);
      expect(box.top, `${box.name} is under the top bar`).toBeGreaterThanOrEqual(headerBottom - 0.5);
      expect(box.bottom, `${box.name} is below the screen`).toBeLessThanOrEqual(PHONE.height + 0.5);
    }
    // The walk went through the fields the review named.
    expect(seen.join('|')).toMatch(/Teléfono de contacto de emergencia|Género/);
    expect(seen.length).toBeGreaterThan(10);
  });

  test('the brand in the top bar is not cut', async ({ page }) => {
    await signIn(page, 'ownerCompleteTeam');
    const brand = page.getByRole('banner').getByText('Torneo de Pesca', { exact: true });
    await expect(brand).toBeVisible();
    const { scrollWidth, clientWidth } = await brand.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: NARROW });

  const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

  test('the home of a 35-character username reflows without sideways scrolling', async ({ page }) => {
    // The longest username the rules allow, with no place a line could break by itself.
    const username = 'capitanincompletodelabarrapesquera1';
    expect(username).toHaveLength(35);
    await openHydrated(page, '/signup');
    await page.getByRole('textbox', { name: 'Usuario' }).fill(username);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Demo2026!');
    await page.getByRole('textbox', { name: 'Confirmar contraseña' }).fill('Demo2026!');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: `¡Hola, ${username}!` })).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(NARROW.width);
  });

  test("the owner's progress card fits the screen", async ({ page }) => {
    await signIn(page, 'ownerIncompleteTeam');
    const card = page.getByRole('region', { name: /Tu inscripción/ });
    await expect(card).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(NARROW.width);
    const box = (await card.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
  });
});

test.describe('at 1280 px wide', () => {
  test.use({ viewport: DESKTOP });

  test("the 'Menú' button is hidden beside the always-visible sidebar and cannot take focus", async ({ page }) => {
    await signIn(page, 'ownerCompleteTeam');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    const menu = page.locator('[aria-controls="menu-principal"]');
    await expect(menu).toHaveCount(1);
    await expect(menu).toBeHidden();
    const focusable = await menu.evaluate((el: HTMLElement) => {
      el.focus();
      return document.activeElement === el;
    });
    expect(focusable).toBe(false);
  });

  test("the first Tab reaches 'Saltar al contenido', and Enter takes focus to the main content", async ({ page }) => {
    // Whose home has links (the checklist), so the Tab after the jump has somewhere to go in the content.
    await signIn(page, 'ownerIncompleteTeam');
    // A fresh load, as when the dashboard is opened from a bookmark: focus starts at the top.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The checklist comes with the progress data, after the heading.
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    // The next Tab continues inside the content, not in the top bar or the sidebar.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').getByRole('link').first()).toBeFocused();
  });

  test('a toast draws a border on every side in forced colours', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    // Measured as it appears: the 1.5 s toast may be gone by the time a poll would find it.
    await recordToasts(page);
    await signIn(page, 'ownerCompleteTeam');
    await expect.poll(async () => (await toastsSeen(page, 'Sesión iniciada!')).length).toBe(1);
    const [toast] = await toastsSeen(page, 'Sesión iniciada!');
    expect(toast!.borders).toHaveLength(4);
    for (const width of toast!.borders) expect(width).toBeGreaterThan(0);
  });
});
