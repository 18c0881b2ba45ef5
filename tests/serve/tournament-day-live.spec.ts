import { href } from '../../src/lib/routing/routes';
import { demoAccount } from '../../mocks/demo-accounts';
import { signIn } from '../e2e/support';
import { apiUrl, expect, test } from './support';

/**
 * Issue 35 on the production build behind nginx with the production API: the jury accepts and
 * rejects catches; a second browser on the public /en-vivo sees the leaderboard change without
 * reloading (the server's events through nginx, unbuffered); publishing the results computed
 * from the catches fills SPEC's results page.
 */

type DayState = { competitionId: number; teamId: number; participantId: number; fishSpeciesId: number; catchId: number };

/** The tournament day's provider state (a pending catch, and one the jury accepted), then one more pending catch logged by the judge. */
async function dayWithTwoPendingCatches(): Promise<DayState & { secondId: number }> {
  const state = (await (await fetch(`${apiUrl}/__mock/state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ state: 'a client admin is signed in and a catch waits for the jury', params: {} }),
  })).json()) as DayState;
  const judge = demoAccount('judge');
  const login = (await (await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: judge.username, password: judge.password }),
  })).json()) as { data: { accessToken: string } };
  const logged = await fetch(`${apiUrl}/api/catches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.accessToken}`, 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      competition_id: state.competitionId,
      team_id: state.teamId,
      fish_species_id: state.fishSpeciesId,
      size_cm: 40.5,
      participant_id: state.participantId,
      caught_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    }),
  });
  expect(logged.status).toBe(201);
  return { ...state, secondId: ((await logged.json()) as { data: { id: number } }).data.id };
}

test('the jury accepts and rejects; the public leaderboard follows without reloading; publishing fills the results page', async ({ page, browser }) => {
  const day = await dayWithTwoPendingCatches();

  // A visitor with no account on the public page, in a browser of its own.
  const visitor = await browser.newContext();
  const board = await visitor.newPage();
  const streams: string[] = [];
  board.on('request', (r) => r.url().includes('/api/leaderboard/events') && streams.push(r.url()));
  await board.goto('/en-vivo');
  const overall = board.getByRole('table', { name: 'Clasificación general' });
  await expect(overall.getByRole('row')).toHaveCount(2);
  await expect(board.getByText('Se actualiza sola apenas el jurado decide.')).toBeVisible();
  await board.evaluate(() => ((window as unknown as { sinRecargar: boolean }).sinRecargar = true));

  await signIn(page, 'clientAdmin');
  await page.goto(href('catchReview'));
  const queue = page.getByRole('table', { name: 'Capturas' }).or(page.getByRole('grid', { name: 'Capturas' }));
  await page.getByRole('button', { name: new RegExp(`^Aceptar captura ${day.catchId}:`) }).click();
  await expect(page.getByRole('button', { name: new RegExp(`^Aceptar captura ${day.catchId}:`) })).toHaveCount(0);

  // Pushed by the server: the accepted piece's team joins the standings, on the same page.
  await expect(overall.getByRole('row')).toHaveCount(3, { timeout: 5000 });
  expect(await board.evaluate(() => (window as unknown as { sinRecargar?: boolean }).sinRecargar)).toBe(true);
  expect(streams.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: new RegExp(`^Rechazar captura ${day.secondId}:`) }).click();
  const reject = page.getByRole('dialog', { name: 'Rechazar captura' });
  await reject.getByRole('textbox', { name: /Motivo del rechazo/ }).fill('No se ve la medida en la foto');
  await reject.getByRole('button', { name: 'Rechazar captura' }).click();
  await expect(reject).toBeHidden();
  await expect(queue.getByText('No hay capturas esperando al jurado.')).toBeVisible();

  // Official results from the catches, through SPEC's result calls.
  await page.goto(href('competitionResults', { id: day.competitionId }));
  await page.getByRole('button', { name: 'Calcular desde las capturas' }).click();
  const computed = page.getByRole('dialog', { name: 'Resultados calculados desde las capturas' });
  await expect(computed.getByRole('table', { name: /Clasificación general/ }).getByRole('row')).toHaveCount(3);
  await computed.getByRole('button', { name: 'Publicar resultados oficiales' }).click();
  await expect(computed).toBeHidden();
  const general = page.getByRole('table', { name: 'Clasificación general', exact: true }).or(page.getByRole('grid', { name: 'Clasificación general', exact: true }));
  await expect(general.getByRole('row')).toHaveCount(3);
  await visitor.close();
});
