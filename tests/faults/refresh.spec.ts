import { expect, REFRESH_REQUEST, signInToHome, test } from './faults';

/** Where venue mode keeps the saved reads (src/api/idb-cache-store.ts). */
const VENUE_DATABASE = 'pesca-sin-conexion';

/**
 * Issue 19: one refresh per token. Reads sent together with a token that expires: the first
 * 401 refreshes it; a 401 that arrives after the new token (it was sent with the old one) is
 * replayed with the new token, not refreshed again. Needs branch `client`.
 */
test('a 401 delivered after the token was refreshed is replayed, with exactly one refresh', async ({ page, faults }) => {
  await signInToHome(page, 'ownerIncompleteTeam');
  // The app is left first, so that nothing of it (a poll, a refetch) meets the faults, and its
  // saved reads (venue mode) are removed: a dashboard that finds them fresh would send only
  // the reads not saved, and whether the last save happened before leaving is a matter of timing.
  await page.goto('/manifest.webmanifest');
  await page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = resolve;
        request.onerror = () => reject(request.error);
      }),
    VENUE_DATABASE,
  );
  const answers: { read: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/')) answers.push({ read: `${response.request().method()} ${pathname}`, status: response.status() });
  });
  await faults.inject({ match: 'GET /api/*', kind: 'expired-401' }, { match: 'GET /api/*', kind: 'late-401' });
  // A fresh document: the dashboard sends its reads with the stored token.
  await page.goto('/dashboard');
  // Both 401s were delivered (else the test proves nothing)…
  await expect.poll(() => faults.left()).toEqual([0, 0]);
  // …each read refused was sent again and answered (so a second refresh would have happened by now)…
  const replayed = () =>
    answers.every(({ read, status }, at) => status !== 401 || answers.slice(at + 1).some((later) => later.read === read && later.status === 200));
  await expect.poll(() => answers.filter(({ status }) => status === 401).length).toBe(2);
  await expect.poll(replayed).toBe(true);
  // …and only one refresh followed.
  expect(await faults.count(REFRESH_REQUEST)).toBe(1);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
