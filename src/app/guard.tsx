import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useSignals } from '@preact/signals-react/runtime';
import { sessionUser } from '@/lib/session/session-state';
import { decideAccess, type AccessRule } from '@/lib/routing/route-access';
import { rememberReturnTo } from '@/lib/session/return-to';
import { publicPaths } from '@/lib/session/entry-routes';
import { appHref } from '@/lib/routing/navigation';

/** SPEC §2 guard around a dashboard route (paths here are absolute, hence appHref). */
export function Guard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  useSignals();
  const [location] = useLocation();
  const decision = decideAccess(rule, sessionUser.value);
  if (decision === 'login') {
    rememberReturnTo(`/dashboard${location === '/' ? '' : location}${window.location.search}${window.location.hash}`);
    return <Redirect to={appHref(publicPaths.signIn)} replace />;
  }
  if (decision === 'unauthorized') return <Redirect to={appHref(publicPaths.unauthorized)} replace />;
  return <>{children}</>;
}
