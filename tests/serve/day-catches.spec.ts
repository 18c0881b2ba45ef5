import type { Page, Route } from '@playwright/test';
import { DEMO_PASSWORD, demoAccount } from '../../mocks/demo-accounts';
import { signIn } from '../e2e/support';
import { apiUrl, expect, test } from './support';
import { offlineStatus, saved, workerReady } from './venue-support';

/**
 * Issue 35, the judge's catch log offline as judges have it (docs/decisions/0073): the
 * production build behind nginx, the production API, the offline worker active, a phone. The
 * catches logged without signal wait on the phone (IndexedDB), survive a reload without signal,
 * and arrive once each when the signal returns; a catch whose answer is lost is sent again with
 * its Idempotency-Key and logged once. Counted through the API, as the jury would see them.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

type Dock = { teams: { team_number: number; team_name: string; members: { first_name: string; last_name: string }[] }[] };
type Scoring = { species: { species_name: string; min_size_cm: number }[] };
type CatchRow = { size_cm: number; team: { team_number: number } };

async function asAdmin<T>(path: string): Promise<T> {
  const account = demoAccount('clientAdmin');
  const login = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password ?? DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const reply = await fetch(`${apiUrl}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await reply.json()) as { data: T }).data;
}

async function dayOf() {
  const competition = await asAdmin<{ id: number }>('/competitions/current');
  const dock = await asAdmin<Dock>(`/check_ins?competition_id=${competition.id}`);
  const scoring = await asAdmin<Scoring>(`/competitions/${competition.id}/scoring`);
  const team = dock.teams.find((t) => t.members.length > 0)!;
  return { competitionId: competition.id, team, species: scoring.species[0]! };
}

const catchesOf = (competitionId: number) => asAdmin<CatchRow[]>(`/catches?competition_id=${competitionId}`);

async function logCatch(page: Page, day: Awaited<ReturnType<typeof dayOf>>, size: string) {
  const form = page.getByRole('form', { name: 'Nueva captura' });
  await form.getByRole('textbox', { name: 'Número de equipo' }).fill(String(day.team.team_number));
  await form.getByRole('button', { name: /Especie/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${day.species.species_name}`) }).click();
  // Typed key by key, as a judge does: a point typed in this field is the decimal comma.
  await form.getByRole('textbox', { name: 'Medida (cm)' }).pressSequentially(size);
  await form.getByRole('button', { name: /Quién la pescó/ }).click();
  const member = day.team.members[0]!;
  await page.getByRole('option', { name: `${member.first_name} ${member.last_name}` }).click();
  await form.getByRole('button', { name: 'Registrar captura' }).click();
  await expect(form.getByRole('status').filter({ hasText: 'guardada en el teléfono' })).toBeVisible();
}

const waiting = (page: Page) => page.getByRole('status').filter({ hasText: /esperando para enviarse|No hay capturas esperando/ });

async function openCatchLog(page: Page) {
  await signIn(page, 'judge');
  await page.goto('/dashboard/catches');
  await expect(page.getByRole('heading', { level: 1, name: 'Capturas' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Nueva captura' })).toBeVisible();
  await workerReady(page);
  for (const operation of ['competitions.getCurrent', 'scoring.get', 'checkIns.list']) await saved(page, operation);
}

test.describe("a judge's catches on a phone without signal", () => {
  // What the offline reload itself logs (the API unreachable) is the situation the test creates.
  test.use({ expectedProblems: /net::ERR_INTERNET_DISCONNECTED|Failed to load resource/ });

  test('wait on the phone, survive a reload without signal, and arrive once each when the signal returns', async ({ page, context }) => {
    const day = await dayOf();
    // Only this test's pieces are counted: the jury's and the board's tests log catches of their own.
    const mine = async () => (await catchesOf(day.competitionId)).filter((row) => row.team.team_number === day.team.team_number && (row.size_cm === 30.5 || row.size_cm === 31.5));
    const sized = (rows: CatchRow[], size: number) => rows.filter((row) => row.size_cm === size).length;
    const earlier = await mine();
    const before = earlier.length;
    await openCatchLog(page);

    await context.setOffline(true);
    // The phone says it has no signal before the judge logs: the catches are logged offline, not
    // sent in the moment the page still believed it was online (its outbox would rightly try).
    await expect(offlineStatus(page)).toBeVisible();
    await logCatch(page, day, '30,5');
    await logCatch(page, day, '31.5');
    await expect(waiting(page)).toContainText('2 capturas esperando para enviarse');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Capturas' })).toBeVisible();
    await expect(waiting(page)).toContainText('2 capturas esperando para enviarse');
    expect((await mine()).length).toBe(before);

    await context.setOffline(false);
    await expect(waiting(page)).toContainText('No hay capturas esperando para enviarse', { timeout: 20_000 });
    await expect(page.getByText(/^Última enviada a las \d\d:\d\d$/)).toBeVisible();
    const after = await mine();
    expect(after.length).toBe(before + 2);
    expect(sized(after, 30.5)).toBe(sized(earlier, 30.5) + 1);
    expect(sized(after, 31.5)).toBe(sized(earlier, 31.5) + 1);
    // The judge's list shows them, waiting for the jury.
    await expect(page.getByRole('list', { name: 'Tus capturas enviadas' }).getByText('Pendiente del jurado')).toHaveCount(2);
  });
});

test.describe('a catch whose answer is lost', () => {
  test.use({ expectedProblems: /net::ERR_CONNECTION_RESET|net::ERR_FAILED|Failed to load resource/ });

  test('is sent again with the same Idempotency-Key and logged once', async ({ page, context }) => {
    const day = await dayOf();
    const before = (await catchesOf(day.competitionId)).length;
    await openCatchLog(page);

    const keys: string[] = [];
    let lost = false;
    // The first POST reaches the API, which logs the catch; its answer never reaches the phone.
    await context.route('**/api/catches', async (route: Route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (lost) return route.fallback();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await logCatch(page, day, '33,5');
    await expect(waiting(page)).toContainText('No hay capturas esperando para enviarse', { timeout: 20_000 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const after = await catchesOf(day.competitionId);
    expect(after.length).toBe(before + 1);
    expect(after.filter((row) => row.size_cm === 33.5)).toHaveLength(1);
  });
});

test.describe("a catch's photo", () => {
  test("is made smaller on the phone (a 4000×3000 photo reaches the jury as a JPEG of 1280 px under the API's bound)", async ({ page }) => {
    const day = await dayOf();
    await openCatchLog(page);
    // A phone camera's photo: 4000×3000 with noise, so it does not compress to nothing (PNG, several MB).
    const png = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(4000, 3000);
      const context = canvas.getContext('2d')!;
      const gradient = context.createLinearGradient(0, 0, 4000, 3000);
      gradient.addColorStop(0, '#1d4e89');
      gradient.addColorStop(1, '#f2c14e');
      context.fillStyle = gradient;
      context.fillRect(0, 0, 4000, 3000);
      for (let i = 0; i < 20_000; i++) {
        context.fillStyle = `hsl(${(i * 37) % 360} 70% 50%)`;
        context.fillRect((i * 7919) % 4000, (i * 104729) % 3000, 12, 12);
      }
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return btoa(text);
    });
    const original = Buffer.from(png, 'base64');
    expect(original.length).toBeGreaterThan(300 * 1024);

    const form = page.getByRole('form', { name: 'Nueva captura' });
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Sacar foto' }).click();
    await (await chooser).setFiles({ name: 'pieza.png', mimeType: 'image/png', buffer: original });
    await expect(form.getByRole('img', { name: 'Foto de la captura que vas a registrar' })).toBeVisible();
    await logCatch(page, day, '34,5');
    await expect(waiting(page)).toContainText('No hay capturas esperando para enviarse', { timeout: 20_000 });

    const logged = (await asAdmin<(CatchRow & { photo_ref: string | null })[]>(`/catches?competition_id=${day.competitionId}`)).find((row) => row.size_cm === 34.5)!;
    expect(logged.photo_ref).not.toBeNull();
    const photo = await asAdmin<{ image: string }>(`/catch_photos/${logged.photo_ref}`);
    expect(photo.image.startsWith('data:image/jpeg;base64,')).toBe(true);
    const bytes = Buffer.from(photo.image.split(',')[1]!, 'base64');
    expect(bytes.length).toBeLessThanOrEqual(300 * 1024);
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, photo.image);
    expect(size).toEqual([1280, 960]);
  });
});
