import type { ComponentType } from 'react';
import { dashboardRoutes, type DashboardRouteKey, type PageModule, type RoutePage } from '@/lib/routing/routes';
import { lazyPage } from './lazy-page';
import { pageByRole } from './page-by-role';
import type { PageComponent, PageProps } from './page-component';

export type { PageComponent, PageProps } from './page-component';

/**
 * Every dashboard page module, loaded lazily (the public pages under features/auth and the
 * live leaderboard are the app's own, src/app/app.tsx). Vite needs a literal pattern here; the route table says which
 * module each route shows, and tests/unit/app/dashboard-pages.test.ts checks both agree.
 */
export const pageLoaders = import.meta.glob<{ default: ComponentType<PageProps> }>(['../features/**/*-page.tsx', '!../features/auth/**', '!../features/tournament-day/live/**']);

function lazyModule(module: PageModule): PageComponent {
  const load = pageLoaders[`../${module}.tsx`];
  if (!load) throw new Error(`No hay página en src/${module}.tsx`);
  return lazyPage(load);
}

const pageOf = (page: RoutePage): PageComponent =>
  typeof page === 'string' ? lazyModule(page) : pageByRole({ admins: lazyModule(page.admins), team: lazyModule(page.team) });

/** Each dashboard route's page, as the route table declares it. */
export const dashboardPages = Object.fromEntries(
  (Object.keys(dashboardRoutes) as DashboardRouteKey[]).map((key) => [key, pageOf(dashboardRoutes[key].page)]),
) as Record<DashboardRouteKey, PageComponent>;
