import type { DemoAccountKey } from '../../mocks/demo-accounts';
import { signIn } from '../e2e/support';
import { expect, test } from './support';

// Every screen of every role's menu under the production CSP (tests/serve/support.ts fails the
// test on any violation, page error or console error). capitan.hostil's texts carry HTML and
// scripts: they stay text, and nothing asks the policy to run them.

const roles: DemoAccountKey[] = ['systemAdmin', 'clientAdmin', 'judge', 'ownerCompleteTeam', 'teamMember', 'registeredUser', 'ownerHostileTexts'];

for (const role of roles) {
  test(`every menu entry of ${role}`, async ({ page }) => {
    // An admin's menu has a dozen screens, each read from the API: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(90_000);
    await signIn(page, role);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link').first()).toBeVisible();
    await expect(menu).not.toHaveAttribute('aria-busy', 'true');
    const entries = await menu.getByRole('link').all();
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) {
      await entry.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    }
  });
}
