import { useState, type ReactNode } from 'react';
import { Redirect } from 'wouter';
import { sessionUser } from '@/lib/session/session-state';

/**
 * Public screens send a user who arrives with a valid session to the dashboard. Decided
 * once, on arrival: a session started on the page itself (sign-in, sign-up) navigates on
 * its own, to the remembered origin. Apart from the dashboard's Guard, which only the
 * dashboard's chunk needs (decision 0004).
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const [arrivedLoggedIn] = useState(() => {
    const user = sessionUser.peek();
    return user !== null && user.status !== 'inactive';
  });
  if (arrivedLoggedIn) return <Redirect to="/dashboard" replace />;
  return <>{children}</>;
}
