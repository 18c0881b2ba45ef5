import { expect, test, type Page } from '@playwright/test';
import { href, type StaticRouteKey } from '../../src/lib/routing/routes';
import { signIn } from './support';

/**
 * Issue 21 'Lists that fit': on a laptop every admin list shows its columns and row actions
 * without sideways scrolling. 1024 px is a small laptop, or a 1280 px one zoomed to 125 %:
 * there the sidebar waits behind the menu button so the list gets the width.
 */
const adminLists: StaticRouteKey[] = [
  'teams',
  'teamMembers',
  'boats',
  'institutions',
  'payments',
  'pendingTransfers',
  'users',
  'helpDesk',
  'notificationsTeams',
  'roster',
  'checkIn',
];

/** Every element that scrolls sideways on the page, with how much it overflows. */
const sidewaysScrollers = (page: Page) =>
  page.evaluate(() => {
    const overflowing = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const scrollers = [...document.querySelectorAll('main *')].filter((el) => {
      const { overflowX } = getComputedStyle(el);
      return (overflowX === 'auto' || overflowX === 'scroll') && overflowing(el);
    });
    const page = document.scrollingElement!;
    return [
      ...(overflowing(page) ? [`la página (${page.scrollWidth} en ${page.clientWidth} px)`] : []),
      ...scrollers.map((el) => `${el.getAttribute('aria-label') ?? el.tagName} (${el.scrollWidth} en ${el.clientWidth} px)`),
    ];
  });

for (const width of [1280, 1024]) {
  test(`every admin list fits a ${width} px laptop without sideways scrolling`, async ({ page }) => {
    // Ten lists, each read and drawn: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'systemAdmin');
    for (const key of adminLists) {
      await page.goto(href(key));
      // Filled: the list has stopped loading (the table drops aria-busy when its rows arrive) and shows a row.
      const main = page.getByRole('main');
      await expect(main.getByRole('row').nth(1).or(main.getByRole('article').first())).toBeVisible();
      await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await sidewaysScrollers(page), href(key)).toEqual([]);
    }
  });
}

/**
 * The tournament day's screens on a phone (and reflowed at 320 px): nothing pushes the page wider
 * than the screen. The jury's competition select, holding a competition's whole name, once did.
 */
const tournamentDayScreens: StaticRouteKey[] = ['catchReview', 'catches', 'checkIn'];
for (const width of [390, 320]) {
  test(`the tournament day's screens fit a ${width} px phone without sideways scrolling`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    await signIn(page, 'systemAdmin');
    for (const key of tournamentDayScreens) {
      await page.goto(href(key));
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);
      expect(overflow, href(key)).toBeLessThanOrEqual(1);
    }
  });
}
