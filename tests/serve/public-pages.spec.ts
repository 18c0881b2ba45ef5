import { expect, openHydrated, test } from './support';

// The prerendered public pages (decision 0013) under the production CSP: their inline script
// runs (its hash is in the policy), their inline styles apply, and React hydrates them.

const pages = [
  { path: '/', heading: '¡Bienvenido al Torneo de Pesca!' },
  { path: '/signup', heading: 'Crear cuenta' },
  { path: '/forgot-credentials', heading: 'Recuperar acceso' },
  { path: '/unauthorized', heading: /autoriz/i },
];

for (const { path, heading } of pages) {
  test(`${path} paints, hydrates and runs under the CSP`, async ({ page }) => {
    await openHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('a deep link without a session opens the app and leads to the sign-in form', async ({ page }) => {
  await page.goto('/dashboard/teams');
  await expect(page.getByRole('textbox', { name: 'Usuario' })).toBeVisible();
});

test('the policy refuses an inline script the build did not hash, and the watch reports it', async ({ page, problems }) => {
  await openHydrated(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.title = "inyectado"';
    document.body.append(script);
  });
  await expect.poll(() => problems.some((p) => p.startsWith('CSP') && p.includes('script-src'))).toBe(true);
  await expect(page).not.toHaveTitle('inyectado');
  // Seen: the test's own injection is not a failure.
  problems.length = 0;
});
