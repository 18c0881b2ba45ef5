import { useEffect } from 'react';
import { Redirect } from 'wouter';
import { appHref } from '@/lib/routing/navigation';
import { toast } from './toast-store';

/**
 * What a screen renders for an unknown or invalid id (SPEC §8 `teamsApiMessages.notFound`,
 * `institutionsApiMessages.notFound`): the message as an error toast, which outlives the page, and
 * the way back to `to` (a dashboard path), replacing the dead address in the history.
 */
export function LeaveWithMessage({ to, message }: { to: string; message: string }) {
  useEffect(() => {
    toast.error(message);
  }, [message]);
  return <Redirect to={appHref(to)} replace />;
}
