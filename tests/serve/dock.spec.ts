import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import QRCode from 'qrcode';
import { credentialQrText } from '../../contracts/core/credential-qr';
import { checkInMessages } from '../../contracts/check-ins-messages';
import { buildSeedDb } from '../../mocks/db/seed';
import { seedDay } from '../../mocks/db/seed-day';
import { currentCompetition } from '../../mocks/rules/current-competition';
import { chromiumArgs, chromiumPath } from '../browser/chromium';
import { signIn } from '../e2e/support';
import { expect, test } from './support';

/**
 * Issue 35, the dock on the production build behind nginx with the production API: a judge
 * records a team's departure by its typed number, and by its credential's QR code held up to
 * the camera — Chromium's fake camera playing a video of the code made here. Debian's Chromium
 * has no BarcodeDetector, so the code is read by the ZXing fallback, loaded only then.
 */

const seed = buildSeedDb({ today: new Date(seedDay()) });
const competition = currentCompetition(seed)!;
const registrationOf = (n: number) => seed.teamCompetitions.find((r) => r.competition_id === competition.id && r.team_number === n)!;
const teamName = (n: number) => seed.teams.find((t) => t.id === registrationOf(n).team_id)!.name;

/**
 * A QR code as a Y4M video (what --use-file-for-fake-video-capture plays, in a loop): grey
 * levels only (the chroma planes neutral), black modules on white with a quiet zone, centred.
 */
function qrVideo(text: string, file: string, width = 640, height = 480, frames = 3) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const scale = Math.floor(Math.min(width, height) / (modules.size + 2 * quiet));
  const left = Math.floor((width - modules.size * scale) / 2);
  const top = Math.floor((height - modules.size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules.size * scale; y += 1)
    for (let x = 0; x < modules.size * scale; x += 1)
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) luma[(top + y) * width + left + x] = 16;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array(frames).fill(frame)]));
}

// The camera: Chromium's fake device playing a credential's QR code (for the whole file: a
// browser's launch flags cannot change within a worker; the typed test does not open it).
// One name per checkout (SERVE_TEST_PORT): the runner and its worker both load this file and write the same video.
const video = join(tmpdir(), `dock-credential-${process.env.SERVE_TEST_PORT ?? 8190}.y4m`);
qrVideo(credentialQrText({ competitionId: competition.id, teamNumber: 2, registrationNumber: registrationOf(2).registration_number }), video);
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  },
});
test.afterAll(() => rmSync(video, { force: true }));

async function openDock(page: Page) {
  await signIn(page, 'judge');
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Control de muelle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Control de muelle' })).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'Equipos en el muelle' })).toBeVisible();
}

test('a judge records a departure by the typed team number, once, and the dock says so after a reload', async ({ page }) => {
  await openDock(page);
  await page.getByRole('textbox', { name: 'Número de equipo' }).fill('1');
  await page.getByRole('button', { name: 'Buscar equipo' }).click();
  const card = page.getByRole('region', { name: `Equipo 1 · ${teamName(1)}` });
  await expect(card.getByRole('heading', { level: 2 })).toBeFocused();
  await card.getByRole('button', { name: 'Registrar salida' }).click();
  await expect(card.getByText(new RegExp(`^${checkInMessages.out}: `))).toBeVisible();
  await expect(page.getByRole('tab', { name: 'En el agua (1)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'En el agua (1)', selected: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'En el agua: 1' }).getByRole('rowheader', { name: teamName(1) })).toBeVisible();
});

test("a judge scans a team's credential: the team to confirm, its departure recorded (read by ZXing where there is no BarcodeDetector)", async ({ page }) => {
  await openDock(page);
  const native = await page.evaluate(async () => {
    const Detector = (globalThis as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
    return Detector ? (await Detector.getSupportedFormats()).includes('qr_code') : false;
  });
  // Without a native QR reader the page fetches ZXing's chunk as the camera opens, not before.
  const zxing = native ? null : page.waitForRequest(/\/assets\/zxing-decode-[^/]*\.js$/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Escanear credencial' }).click();
  await zxing;
  const card = page.getByRole('region', { name: `Equipo 2 · ${teamName(2)}` });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await card.getByRole('button', { name: 'Registrar salida' }).click();
  await expect(card.getByText(new RegExp(`^${checkInMessages.out}: `))).toBeVisible();
  await expect(page.getByRole('tab', { name: 'En el agua (1)' })).toBeVisible();
  // Held up still, the same credential is not taken again: the card stays on the recorded team.
  await expect(card.getByRole('button', { name: 'Registrar regreso' })).toBeVisible();
  await page.getByRole('button', { name: 'Apagar la cámara' }).click();
  await expect(page.getByRole('button', { name: 'Escanear credencial' })).toBeVisible();
});
