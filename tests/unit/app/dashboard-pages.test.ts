import { describe, expect, it } from 'vitest';
import { dashboardPages, pageLoaders } from '@/app/dashboard-pages';
import { dashboardRoutes, pageModules } from '@/lib/routing/routes';

describe('dashboard pages', () => {
  it('gives every route of the table a page', () => {
    expect(Object.keys(dashboardPages).sort()).toEqual(Object.keys(dashboardRoutes).sort());
  });

  it('loads exactly the page modules the route table names, no other', () => {
    const named = Object.values(dashboardRoutes).flatMap((route) => pageModules(route.page).map((module) => `../${module}.tsx`));
    expect(Object.keys(pageLoaders).sort()).toEqual([...new Set(named)].sort());
  });
});
