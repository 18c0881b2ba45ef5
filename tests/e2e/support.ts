import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DEMO_PASSWORD, demoAccount, type DemoAccountKey } from '../../mocks/demo-accounts';

/**
 * Opens a prerendered public page (decision 0013) and waits until the app owns it, so a
 * journey's steps do not race hydration; prerender.spec.ts covers typing before that.
 */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
}

/** Signs in through the form, as a user would: any seeded user (they all share the demo password). */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD) {
  await openHydrated(page, '/');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

/** Signs in through the form as one of the demo accounts. */
export async function signIn(page: Page, key: DemoAccountKey) {
  const account = demoAccount(key);
  await signInAs(page, account.username, account.password);
}

export async function sidebarLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  // The owner role's menu waits for GET /teams to know whether the team is its own (decision 0009).
  await expect(nav).not.toHaveAttribute('aria-busy', 'true');
  return nav.getByRole('link').allInnerTexts();
}

/** No WCAG 2.1 A/AA violations on the current page. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
