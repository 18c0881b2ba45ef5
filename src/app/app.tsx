import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { UiProvider } from '@/ui/ui-provider';
import { PageLoading } from '@/ui/page-loading';
import { publicPaths } from '@/lib/session/entry-routes';
import { PublicOnly } from './public-only';
import { lazyPage } from './lazy-page';
import { PageErrorBoundary } from './page-error-boundary';
import { RouteFocus } from './route-focus';
import { AriaRouter } from './aria-router';
import { AppFooter } from './layout/app-footer';
import { HydrationDone } from './hydration-done';
import { PageShown } from './page-shown';

const SignInPage = lazyPage(() => import('@/features/auth/sign-in-page'));
const SignUpPage = lazyPage(() => import('@/features/auth/sign-up-page'));
const ForgotCredentialsPage = lazyPage(() => import('@/features/auth/forgot-credentials-page'));
const UnauthorizedPage = lazyPage(() => import('@/features/auth/unauthorized-page'));
// Through a module of its own: the first load names one file, not the page's chunks (live-entry.ts).
const LivePage = lazyPage<object>(() => import('@/features/tournament-day/live/live-entry').then((entry) => entry.loadLivePage()));
const loadShell = () => import('./dashboard-shell');
/**
 * A chunk of its own, asked for with the first render (not part of the sign-in page's first
 * load, decision 0004): it is there long before the signal goes. If even it could not load,
 * nothing is shown rather than an error.
 */
const OfflineStatus = lazy<ComponentType>(() =>
  import('./layout/offline-status').then(
    (module) => ({ default: module.OfflineStatus }),
    () => ({ default: () => null }),
  ),
);
const DashboardShell = lazyPage(loadShell);

/**
 * A signed-in visit to a dashboard address: its shell and its page, loaded before the first
 * render so both paint in one commit instead of two Suspense reveals (issue 7).
 */
export async function preloadDashboard(pathname: string): Promise<void> {
  // The API layer with zod and the shared contracts first, evaluated in a task of its own: with
  // the shell's modules it was one task of ~21 ms of CPU under Lighthouse (issue 30).
  await import('@/api');
  await new Promise((resolve) => setTimeout(resolve));
  const [shell] = await Promise.all([loadShell(), DashboardShell.preload()]);
  await Promise.all([shell.preloadDashboardPage(pathname), shell.restoreSavedReadsFirst()]);
}

/** Top-level routes of SPEC §2: public screens, the guarded dashboard, fallbacks. */
export function App() {
  return (
    <UiProvider>
      <AriaRouter>
      <RouteFocus />
      <PageErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Switch>
            <Route path={publicPaths.signIn}>
              <PublicOnly>
                <SignInPage />
                <AppFooter />
                <PageShown />
              </PublicOnly>
            </Route>
            <Route path={publicPaths.signUp}>
              <PublicOnly>
                <SignUpPage />
                <AppFooter />
                <PageShown />
              </PublicOnly>
            </Route>
            <Route path={publicPaths.forgotCredentials}>
              <PublicOnly>
                <ForgotCredentialsPage />
                <AppFooter />
                <PageShown />
              </PublicOnly>
            </Route>
            <Route path={publicPaths.unauthorized}>
              <UnauthorizedPage />
              <AppFooter />
              <PageShown />
            </Route>
            <Route path={publicPaths.live}>
              {/* Public whether signed in or not (issue 35): anyone at the venue, or at home. */}
              <LivePage />
              <PageShown />
            </Route>
            <Route path={publicPaths.home}>
              <Redirect to="/dashboard" replace />
            </Route>
            <Route path="/dashboard" nest>
              {/* The shell guards its door itself (dashboard-shell.tsx). */}
              <DashboardShell />
            </Route>
            <Route>
              <Redirect to={publicPaths.signIn} replace />
            </Route>
          </Switch>
          <HydrationDone />
        </Suspense>
      </PageErrorBoundary>
      </AriaRouter>
      <Suspense fallback={null}>
        <OfflineStatus />
      </Suspense>
    </UiProvider>
  );
}
