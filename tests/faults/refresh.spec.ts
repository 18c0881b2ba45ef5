import { expect, REFRESH_REQUEST, signInToHome, test } from './faults';

/**
 * Issue 19: one refresh per token. Reads sent together with a token that expires: the first
 * 401 refreshes it; a 401 that arrives after the new token (it was sent with the old one) is
 * replayed with the new token, not refreshed again. Needs branch `client`.
 */
test('a 401 delivered after the token was refreshed is replayed, with exactly one refresh', async ({ page, faults }) => {
  await signInToHome(page, 'ownerIncompleteTeam');
  // The app is left first, so that nothing of it (a poll, a refetch) meets the faults.
  await page.goto('about:blank');
  await faults.inject({ match: 'GET /api/*', kind: 'expired-401' }, { match: 'GET /api/*', kind: 'late-401' });
  // A fresh document: the dashboard sends its reads at once, with the stored token.
  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => faults.count('GET /api/*')).toBeGreaterThan(3);
  // Both 401s were delivered (else the test proves nothing), and only one refresh followed.
  expect(await faults.left()).toEqual([0, 0]);
  expect(await faults.count(REFRESH_REQUEST)).toBe(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
