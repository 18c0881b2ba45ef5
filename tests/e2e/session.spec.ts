import { expect, test } from '@playwright/test';
import { decodeJwt } from 'jose';
import { signAccessToken, type AccessClaims } from '../../mocks/core/jwt';
import { signIn, openHydrated } from './support';

test('sign-up creates a registered user who sees the last-step card', async ({ page }) => {
  const username = `nuevo.${Date.now().toString(36)}`;
  await openHydrated(page, '/signup');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('secreto123');
  await page.getByRole('textbox', { name: 'Confirmar contraseña' }).fill('secreto123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Completar ahora' })).toBeVisible();
  const claims = await page.evaluate(() => JSON.parse(atob(localStorage.getItem('accessToken')!.split('.')[1]!)));
  expect(claims).toMatchObject({ username, status: 'registered' });
});

test('an expired access token is refreshed transparently', async ({ page }) => {
  await signIn(page, 'ownerCompleteTeam');
  const current = await page.evaluate(() => localStorage.getItem('accessToken'));
  const claims = decodeJwt(current!) as unknown as AccessClaims;
  const expired = await signAccessToken(
    { id: claims.id, roleId: claims.roleId, status: claims.status, username: claims.username, teamId: claims.teamId },
    -60,
  );
  // Stored as the reloaded page starts, not before: the page still open could meanwhile send a
  // call with the expired token and refresh it itself, and the reload would need no refresh.
  await page.addInitScript((token) => localStorage.setItem('accessToken', token), expired);

  const refresh = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh-token') && r.status() === 200);
  await page.reload();
  await refresh;
  // The home checklist needed an authenticated call: it shows data, not an error.
  await expect(page.getByText('Inscripción completa')).toBeVisible();
  const renewed = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(renewed).not.toBe(expired);
  expect((decodeJwt(renewed!).exp ?? 0) * 1000).toBeGreaterThan(Date.now());
});
