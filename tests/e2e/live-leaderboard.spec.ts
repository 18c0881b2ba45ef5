import { expect, test } from '@playwright/test';

/**
 * Issue 35 in the demo (the mock backend in the page's service worker): the public live
 * leaderboard opens without a session and, with no server to push it, says it reads again
 * every 15 s (decision 0074).
 */
test('the public leaderboard opens without signing in and polls in the demo', async ({ page }) => {
  await page.goto('/en-vivo');
  await expect(page.getByRole('heading', { level: 1, name: /^En vivo: / })).toBeVisible();
  // The demo's jury has accepted no piece yet: each table says so in its own words.
  const overall = page.getByRole('region', { name: 'Clasificación general' });
  await expect(overall).toContainText('Todavía no hay piezas aceptadas por el jurado.');
  await expect(page.getByText('Se actualiza cada 15 segundos.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Modo pantalla' }).click();
  await expect(page).toHaveURL(/\/en-vivo\?pantalla=1$/);
  await expect(page.getByRole('button', { name: 'Salir del modo pantalla' })).toBeVisible();
});
