import { dashboardRoutes, type DashboardRouteKey } from '@/lib/routing/routes';
import { dashboardPages } from './dashboard-pages';
import { DashboardLayout } from './layout/dashboard-layout';
import { DashboardRouter } from './dashboard-router';
import { Guard } from './guard';
import { AppQueryProvider } from './query-provider';
import { UpdatePrompt } from './venue/update-prompt';
import { startVenueMode } from './venue/start-venue-mode';

// A signed-in visit is where the offline worker is registered (after its first paint): never
// on the sign-in page's first load (decision 0048).
startVenueMode();

// With the page (preloadDashboardPage below), what preloadDashboard (src/app/app.tsx) waits for before the first render.
export { restoreSavedReadsFirst } from './query-provider';

/**
 * Everything under /dashboard, as one lazily loaded module: the sign-in page's first load
 * does not pay for the layout, the bell, the route table's pages, the query cache or the
 * guard at the door (a signed-out visitor is sent to sign-in once this chunk has loaded).
 */
export default function DashboardShell() {
  return (
    // The door: anyone signed in may enter, as the home's rule says.
    <Guard route="home">
      <AppQueryProvider>
        <DashboardLayout>
          <UpdatePrompt />
          <DashboardRouter />
        </DashboardLayout>
      </AppQueryProvider>
    </Guard>
  );
}

/** The `/dashboard…` path's route pattern as a regular expression ('/teams/view/:id' → /^\/teams\/view\/[^/]+$/). */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
const routePatterns = (Object.keys(dashboardRoutes) as DashboardRouteKey[]).map((key) => [key, patternOf(dashboardRoutes[key].path)] as const);

/**
 * Loads the page a dashboard address shows (best effort: an unknown path loads nothing), so
 * that a first visit renders shell and page in one commit (src/main.tsx, issue 7).
 */
export function preloadDashboardPage(pathname: string): Promise<void> {
  const path = pathname.replace(/^\/dashboard/, '').replace(/\/+$/, '') || '/';
  const key = path === '/' ? 'home' : routePatterns.find(([, pattern]) => pattern.test(path))?.[0];
  if (!key) return Promise.resolve();
  return dashboardPages[key].preload();
}
