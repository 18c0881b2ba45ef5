import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { DemoAccountKey } from '../../mocks/demo-accounts';
import { signIn } from '../e2e/support';
import type { Fault } from './fault-proxy';
import { REFRESH_REQUEST } from './fault-proxy';

export { expect };
export { REFRESH_REQUEST };

/** The proxy's control endpoint (tests/faults/fault-proxy.ts), through Playwright's own HTTP client. */
export type FaultControl = {
  /** Breaks the requests `fault.match` names (once unless `times`). */
  inject: (...faults: Fault[]) => Promise<void>;
  /** How many requests matching 'METHOD /path*' the proxy has seen since the test began. */
  count: (match: string) => Promise<number>;
  /** How many uses each injected fault has left, in the order injected. */
  left: () => Promise<number[]>;
};

const control = (request: APIRequestContext): FaultControl => ({
  inject: async (...faults) => {
    expect((await request.post('/__faults', { data: faults })).ok()).toBe(true);
  },
  count: async (match) => {
    const answer = await request.get(`/__faults/count?match=${encodeURIComponent(match)}`);
    return ((await answer.json()) as { count: number }).count;
  },
  left: async () => ((await (await request.get('/__faults')).json()) as { left: number[] }).left,
});

/** Every test starts on a fresh demo database with no faults (`faults` is the test's handle on them). */
export const test = base.extend<{ faults: FaultControl }>({
  faults: [
    async ({ request }, use) => {
      expect((await request.post('/__faults/reset')).ok()).toBe(true);
      await use(control(request));
    },
    { auto: true },
  ],
});

/** Text a user must never read: transport errors, gateway pages, raw URLs. */
export const RAW_TEXT = /Failed to fetch|NetworkError|Bad Gateway|nginx|Internal Server Error|Unable to preload|https?:\/\/|<html/i;

/** The body never shows raw transport text. */
export async function expectNoRawText(page: Page) {
  await expect(page.locator('body')).not.toContainText(RAW_TEXT, { useInnerText: true });
}

/** Signs in through the form and waits until the home's code and heading are on screen. */
export async function signInToHome(page: Page, key: DemoAccountKey) {
  await signIn(page, key);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });
