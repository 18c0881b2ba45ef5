import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardPages } from '@/app/dashboard-pages';
import { preloadDashboardPage } from '@/app/dashboard-shell';

afterEach(() => vi.restoreAllMocks());

describe('preloadDashboardPage', () => {
  it.each([
    ['/dashboard', 'home'],
    ['/dashboard/', 'home'],
    ['/dashboard/teams/view/12', 'teamView'],
    ['/dashboard/teams', 'teams'],
    ['/dashboard/competitions/7/results', 'competitionResults'],
  ] as const)('loads the page %s shows (%s)', async (path, key) => {
    const preload = vi.spyOn(dashboardPages[key], 'preload').mockResolvedValue();
    await preloadDashboardPage(path);
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for an address no route has', async () => {
    const spies = Object.values(dashboardPages).map((page) => vi.spyOn(page, 'preload').mockResolvedValue());
    await preloadDashboardPage('/dashboard/no-existe/1/2');
    expect(spies.every((spy) => spy.mock.calls.length === 0)).toBe(true);
  });
});
