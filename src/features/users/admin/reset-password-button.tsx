import { useState } from 'react';
import { useLocation } from 'wouter';
import type { User } from '@contracts/entities/users';
import { usersEndpoints } from '@contracts/users';
import { useEndpointMutation } from '@/api/mutation';
import { failureMessage } from '@/lib/forms/failure-message';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import type { NewCredentialsState } from '@/lib/routing/route-redirects';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toast } from '@/ui/toast-store';
import { userMessages } from './user-messages';

/**
 * Resets another account's password after a confirmation; the new one is shown once on
 * new-credentials. The old password stops working at once (the server replaces it).
 */
export function ResetPasswordButton({ user }: { user: User }) {
  const [, navigate] = useLocation();
  const [isOpen, setOpen] = useState(false);
  const reset = useEndpointMutation(usersEndpoints.resetPassword);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Restablecer contraseña
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Restablecer contraseña"
        message={
          <p>
            Se generará una contraseña nueva para <strong>{user.username}</strong> y la actual dejará de funcionar.
          </p>
        }
        confirmLabel="Restablecer"
        onConfirm={async () => {
          const res = await reset.call({ params: { id: user.id } });
          if (!res.ok) {
            toast.error(failureMessage(res, { retry: userMessages.resetError }));
            return;
          }
          const state: NewCredentialsState = res.data;
          navigate(appHref(href('newCredentials')), { state });
        }}
      />
    </>
  );
}
