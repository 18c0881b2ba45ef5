/**
 * The screenshots of docs/tour.md: a few screens as an organiser and a captain see them, at a
 * laptop's and a phone's size, and a printed list. Not part of `npm test` (pictures are for
 * people); run it after a change to one of these screens and look at the result before committing.
 *
 * Usage: npm run build:demo && npm run tour [-- NAME …]
 * With names, only the shots whose file name contains one of them are taken again (so a change
 * to one screen does not rewrite every picture). It serves dist-demo (the app with its in-browser mock, a fresh demo database per page) with
 * `vite preview` on TOUR_PORT (default 4390) and drives Debian's Chromium with Playwright.
 * `--quick` (scripts/smoke-scripts.ts, in npm test): one shot that opens a row of a list, written
 * to a temporary folder (docs/tour is left as it is).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/browser/chromium.ts';

const port = Number(process.env.TOUR_PORT ?? 4390);
const base = `http://127.0.0.1:${port}`;
const quick = process.argv.includes('--quick');
const outDir = quick ? mkdtempSync(join(tmpdir(), 'tour-quick-')) : 'docs/tour';

const laptop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
/** An A4 sheet in landscape at 96 dpi, the way the lists print. */
const a4Landscape = { width: 1123, height: 794 };

type Shot = {
  file: string;
  /** Who is signed in; none: a visitor (the public pages). */
  account?: string;
  path: string;
  size: { width: number; height: number };
  /** Text of the loaded page that must be on screen before the picture is taken. */
  ready: string | RegExp;
  /** Show the page as printed (print media), the whole page. */
  print?: boolean;
  /** What a person does first on that page: open the first row, press a button. */
  before?: (page: Page) => Promise<void>;
  /** Text on screen once `before` is done. */
  readyAfter?: string | RegExp;
};

/** The first transfer waiting for a decision, opened from its list as an organiser does. */
const openFirstTransfer = async (page: Page) => {
  // Lists are semantic tables (decision 0061).
  await page.getByRole('table', { name: /Transferencias/ }).getByRole('rowheader').first().click();
  await page.waitForURL(/\/pending-transfers\/view\/\d+/);
};
const openFilters = (page: Page) => page.getByRole('button', { name: /^Filtros/ }).click();
/** A judge at the dock types the first team's number: its card, ready for 'Registrar salida'. */
const findFirstTeam = async (page: Page) => {
  await page.getByRole('textbox', { name: 'Número de equipo' }).fill('1');
  await page.getByRole('button', { name: 'Buscar equipo' }).click();
};
/** A projector's screen, the size the pantalla mode is made for. */
const projector = { width: 1920, height: 1080 };

/** The tour, in the order docs/tour.md shows it. */
const shots: Shot[] = [
  { file: 'organiser-home-laptop.png', account: 'admin.sistema', path: '/dashboard', size: laptop, ready: 'Para hacer' },
  { file: 'organiser-home-phone.png', account: 'admin.sistema', path: '/dashboard', size: phone, ready: 'Para hacer' },
  { file: 'teams-list-laptop.png', account: 'admin.sistema', path: '/dashboard/teams', size: laptop, ready: /^\d[\d.]* equipos$/ },
  { file: 'teams-list-phone.png', account: 'admin.sistema', path: '/dashboard/teams', size: phone, ready: /^\d[\d.]* equipos$/ },
  { file: 'payment-screen-laptop.png', account: 'capitan.pendiente', path: '/dashboard/competitions', size: laptop, ready: 'Elegí cómo pagar' },
  { file: 'payment-screen-phone.png', account: 'capitan.pendiente', path: '/dashboard/competitions', size: phone, ready: 'Elegí cómo pagar' },
  { file: 'teams-list-print.png', account: 'admin.sistema', path: '/dashboard/teams', size: a4Landscape, ready: /^\d[\d.]* equipos$/, print: true },
  { file: 'roster-phone.png', account: 'admin.sistema', path: '/dashboard/roster', size: phone, ready: 'Planilla de control' },
  { file: 'owner-home-phone.png', account: 'capitan.completo', path: '/dashboard', size: phone, ready: 'Inscripción completa' },
  { file: 'credential-phone.png', account: 'capitan.completo', path: '/dashboard/credential', size: phone, ready: 'Credencial del equipo' },
  ...([laptop, phone] as const).map((size) => ({
    file: `transfer-decision-${size === laptop ? 'laptop' : 'phone'}.png`,
    account: 'admin.cliente',
    path: '/dashboard/pending-transfers',
    size,
    ready: /^\d+ transferencias?$/,
    before: openFirstTransfer,
    readyAfter: 'Para comparar con el extracto',
  })),
  // The tournament day (issue 35): the judge at the dock on a phone, the public board on a projector and a phone.
  { file: 'dock-phone.png', account: 'fiscal.muelle', path: '/dashboard/check-in', size: phone, ready: 'Control de muelle', before: findFirstTeam, readyAfter: 'Registrar salida' },
  { file: 'catch-log-laptop.png', account: 'fiscal.muelle', path: '/dashboard/catches', size: laptop, ready: 'Capturas' },
  { file: 'jury-phone.png', account: 'admin.cliente', path: '/dashboard/catches/review', size: phone, ready: 'Jurado' },
  { file: 'live-board-projector.png', path: '/en-vivo?pantalla=1', size: projector, ready: /^En vivo: / },
  { file: 'live-board-phone.png', path: '/en-vivo', size: phone, ready: /^En vivo: / },
  // Two filters applied, from the URL: the cards come first, the five selects wait behind 'Filtros (2)'.
  { file: 'participants-filters-closed-phone.png', account: 'admin.cliente', path: '/dashboard/team-members?rol=4&estado=active', size: phone, ready: 'Filtros (2)' },
  {
    file: 'participants-filters-open-phone.png',
    account: 'admin.cliente',
    path: '/dashboard/team-members?rol=4&estado=active',
    size: phone,
    ready: 'Filtros (2)',
    before: openFilters,
  },
];

const only = quick ? ['transfer-decision-laptop'] : process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const chosen = only.length ? shots.filter((shot) => only.some((name) => shot.file.includes(name))) : shots;

async function signIn(page: Page, account: string) {
  await page.goto(base + '/');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(account);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Demo2026!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/dashboard/);
}

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    if (await fetch(base).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview no respondió en ${base}`);
}

const server = spawn('node', ['node_modules/vite/bin/vite.js', 'preview', '--outDir', 'dist-demo', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
  stdio: 'inherit',
});
try {
  await waitForServer();
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  for (const shot of chosen) {
    // A context per shot: its own storage, so every picture starts from the seeded demo.
    const context = await browser.newContext({ viewport: shot.size, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
    const page = await context.newPage();
    if (shot.account) await signIn(page, shot.account);
    await page.goto(base + shot.path);
    await page.getByText(shot.ready, { exact: true }).filter({ visible: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Loaded when no 'Cargando…' spinner is left.
    await page.getByText(/^Cargando/).first().waitFor({ state: 'hidden' });
    if (shot.before) {
      await shot.before(page);
      if (shot.readyAfter) await page.getByText(shot.readyAfter, { exact: true }).filter({ visible: true }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByText(/^Cargando/).first().waitFor({ state: 'hidden' });
    }
    if (shot.print) await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${outDir}/${shot.file}`, fullPage: true });
    console.info(`${outDir}/${shot.file}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
  if (quick) rmSync(outDir, { recursive: true, force: true });
}
