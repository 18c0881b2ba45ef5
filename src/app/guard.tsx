import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useSignals } from '@preact/signals-react/runtime';
import { sessionUser } from '@/lib/session';
import { decideAccess, type AccessRule } from '@/lib/route-access';
import { rememberReturnTo } from '@/lib/return-to';
import { publicPaths } from '@/lib/routes';

/** SPEC §2 guard around a dashboard route (paths here are absolute, hence `~`). */
export function Guard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  useSignals();
  const [location] = useLocation();
  const decision = decideAccess(rule, sessionUser.value);
  if (decision === 'login') {
    rememberReturnTo(`/dashboard${location === '/' ? '' : location}${window.location.search}${window.location.hash}`);
    return <Redirect to={`~${publicPaths.signIn}`} replace />;
  }
  if (decision === 'unauthorized') return <Redirect to={`~${publicPaths.unauthorized}`} replace />;
  return <>{children}</>;
}

/** Public screens send a user with a valid session to the dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  useSignals();
  const user = sessionUser.value;
  if (user && user.status !== 'inactive') return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}
