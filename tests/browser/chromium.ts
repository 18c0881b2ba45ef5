import { execFileSync } from 'node:child_process';

/**
 * The one Chromium every browser layer drives (story tests and end-to-end): Debian's package,
 * or CHROME_PATH. Never a browser downloaded by Playwright.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Launch flags shared by both browser layers. All are older than any Chromium we would meet
 * (Debian's current 156 and the 1xx releases before it); none is specific to one version.
 * - `--headless=new`: the same headless mode everywhere. Plain `--headless` meant the old,
 *   differently-behaving headless before Chromium 132; `=new` picks the current one since 109.
 * - `--no-sandbox`: CI containers run as root, where the sandbox refuses to start.
 * - `--disable-dev-shm-usage`: Docker gives /dev/shm 64 MB and Chromium crashes when it fills;
 *   Debian's launcher adds this flag itself only when its own check of /dev/shm works.
 * - the rest keeps the browser from reaching the network or updating behind the tests' back.
 */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The browser's own `--version` line, e.g. "Chromium 156.0.8078.79 built on Debian GNU/Linux 12". */
export function chromiumVersion(path = chromiumPath): string {
  try {
    // stderr is dropped: Debian's launcher script can print shell noise there before the version.
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 30_000 }).trim();
  } catch (cause) {
    throw new Error(
      `No se pudo ejecutar Chromium en ${path}. Instalalo (Debian/Ubuntu: sudo apt-get install -y chromium) o indicá otro ejecutable con CHROME_PATH.`,
      { cause },
    );
  }
}
