import { test as base, expect, type Page } from '@playwright/test';

/**
 * The serve tests' `test`: before each one the demo database goes back to its seed (the
 * production API behind nginx is shared by every test, hence one worker); during it, every page of our
 * origin in the browser context (popups included) is watched, and the test fails at the end
 * if any reported a Content-Security-Policy violation, an uncaught error or a console error.
 */
/** The production API started by `npm run serve` (API_PORT, playwright.serve.config.ts), with its test controls on. */
export const apiUrl = `http://127.0.0.1:${Number(process.env.SERVE_TEST_PORT ?? 8190) + 1}`;

export async function resetDemoData() {
  const response = await fetch(`${apiUrl}/__mock/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`No se pudo restablecer la API (${response.status})`);
}

type Violation = { directive: string; blocked: string; sample: string; source: string; line: number };

export const test = base.extend<{ problems: string[]; expectedProblems: RegExp | null }>({
  /** Console errors a test causes on purpose (a chunk that cannot load offline logs one): left out of the check. */
  expectedProblems: [null, { option: true }],
  problems: [
    async ({ context, baseURL, expectedProblems }, use) => {
      await resetDemoData();
      const problems: string[] = [];
      const ours = (page: Page) => page.url().startsWith(`${baseURL}/`);
      // The page tells the test about each violation as it happens (a binding survives navigations).
      await context.exposeBinding('__reportCspViolation', ({ page }, v: Violation) => {
        problems.push(`CSP en ${page.url()}: ${v.directive} bloqueó ${v.blocked || '(en línea)'} ${v.sample} (${v.source}:${v.line})`);
      });
      await context.addInitScript(() => {
        document.addEventListener(
          'securitypolicyviolation',
          (e) => {
            const report = (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation;
            report({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile, line: e.lineNumber });
          },
          true,
        );
      });
      const watch = (page: Page) => {
        page.on('pageerror', (error) => ours(page) && problems.push(`Error en ${page.url()}: ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && ours(page)) problems.push(`console.error en ${page.url()}: ${message.text()}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(problems);
      const unexpected = problems.filter((problem) => !expectedProblems?.test(problem));
      expect(unexpected, 'violaciones de CSP, errores de página o de consola').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a prerendered public page and waits until the app owns it (as tests/e2e/support.ts). */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root:not([data-prerendered])')).toBeAttached();
}
