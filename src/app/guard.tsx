import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useSignals } from '@preact/signals-react/runtime';
import { sessionUser } from '@/lib/session/session-state';
import { routeDecision } from '@/lib/access/policy';
import type { DashboardRouteKey } from '@/lib/routing/routes';
import { rememberReturnTo } from '@/lib/session/return-to';
import { publicPaths } from '@/lib/session/entry-routes';
import { appHref } from '@/lib/routing/navigation';

/** SPEC §2 guard around a dashboard route (paths here are absolute, hence appHref). */
export function Guard({ route, children }: { route: DashboardRouteKey; children: ReactNode }) {
  useSignals();
  const [location] = useLocation();
  const decision = routeDecision(sessionUser.value, route);
  if (decision === 'login') {
    rememberReturnTo(`/dashboard${location === '/' ? '' : location}${window.location.search}${window.location.hash}`);
    return <Redirect to={appHref(publicPaths.signIn)} replace />;
  }
  if (decision === 'unauthorized') return <Redirect to={appHref(publicPaths.unauthorized)} replace />;
  return <>{children}</>;
}
