import { Suspense } from 'react';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { useSignals } from '@preact/signals-react/runtime';
import { dashboardRoutes, type DashboardRouteKey } from '@/lib/routing/routes';
import { routeRedirect } from '@/lib/routing/route-redirects';
import { sessionUser } from '@/lib/session/session';
import { appHref } from '@/lib/routing/navigation';
import { PageLoading } from '@/ui/page-loading';
import { Guard } from './guard';
import { dashboardPages } from './dashboard-pages';
import { PageErrorBoundary } from './page-error-boundary';
import { PageShown } from './page-shown';

function DashboardPage({ routeKey }: { routeKey: DashboardRouteKey }) {
  useSignals();
  const params = useParams();
  const user = sessionUser.value;
  const redirect = user ? routeRedirect(routeKey, { user, params, state: window.history.state }) : null;
  if (redirect) return <Redirect to={appHref(redirect)} replace />;
  const Page = dashboardPages[routeKey];
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Page title={dashboardRoutes[routeKey].title} />
        <PageShown />
      </Suspense>
    </PageErrorBoundary>
  );
}

const routeKeys = (Object.keys(dashboardRoutes) as DashboardRouteKey[]).filter((key) => key !== 'home');

/** Routes under /dashboard (paths relative to the nest). */
export function DashboardRouter() {
  return (
    <Switch>
      <Route path="/">
        <Guard route="home">
          <DashboardPage routeKey="home" />
        </Guard>
      </Route>
      <Route path="/home">
        <Redirect to="~/dashboard" replace />
      </Route>
      {routeKeys.map((key) => (
        <Route key={key} path={dashboardRoutes[key].path}>
          <Guard route={key}>
            <DashboardPage routeKey={key} />
          </Guard>
        </Route>
      ))}
      <Route>
        <Redirect to="~/" replace />
      </Route>
    </Switch>
  );
}
