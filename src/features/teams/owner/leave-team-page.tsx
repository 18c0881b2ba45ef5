import { useLocation } from 'wouter';
import { membersEndpoints } from '@contracts/members';
import { useEndpointMutation } from '@/api/mutation';
import { Page } from '@/ui/page';
import { publicPaths } from '@/lib/routing/routes';
import { endSession } from '@/lib/session/session';
import { appHref } from '@/lib/routing/navigation';
import { toast } from '@/ui/toast-store';
import { failureMessage } from '@/lib/forms/failure-message';
import { IrreversibleAction } from './irreversible-action';
import * as s from './team.css';
import { membersApiMessages } from '@contracts/members-messages';
import * as failureMessages from '@/api/failure-messages';

const LEAVE_ERROR = failureMessages.teams.leave;
/** SPEC §9: error toasts of member operations stay 10 s. */
const MEMBER_ERROR_TOAST_MS = 10_000;

/** SPEC §2 leave-team: a member leaves; the account is deactivated, so the session ends. */
export default function LeaveTeamPage({ title }: { title: string }) {
  const [, navigate] = useLocation();
  const leaveTeam = useEndpointMutation(membersEndpoints.leaveTeam);

  const leave = async () => {
    const res = await leaveTeam.call();
    if (!res.ok) {
      toast.error(failureMessage(res, { retry: LEAVE_ERROR }), { duration: MEMBER_ERROR_TOAST_MS });
      return;
    }
    toast.success(membersApiMessages.left);
    endSession();
    navigate(appHref(publicPaths.signIn), { replace: true });
  };

  return (
    <Page title={title} className={s.page}>
      <IrreversibleAction
        warningTitle="Antes de salir"
        warning={
          <p>
            Si dejás el equipo, tu cuenta quedará desactivada: se cerrará tu sesión y no vas a poder volver a
            ingresar con tu usuario.
          </p>
        }
        actionLabel="Salir del equipo"
        confirmation={{
          title: '¿Salir del equipo?',
          message: 'Tu cuenta quedará desactivada y se cerrará tu sesión. Esta acción no se puede deshacer.',
          confirmLabel: 'Sí, salir del equipo',
          onConfirm: leave,
        }}
      />
    </Page>
  );
}
