import { href } from '@/lib/routing/routes';
import { appHref } from '@/lib/routing/navigation';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';

export type NoTeamPanelProps = {
  /** Why a team is needed here ('La embarcación se registra para un equipo.'). */
  reason: string;
  /** The account may create a team (an owner): offers 'Crear equipo'. */
  canCreate: boolean;
};

/** A team screen opened by an account with no team yet: why it is empty, and the way on. */
export function NoTeamPanel({ reason, canCreate }: NoTeamPanelProps) {
  return (
    <Panel title="Todavía no tenés un equipo">
      <p>{reason} Creá tu equipo primero.</p>
      {canCreate && <ButtonLink href={appHref(href('createTeam'))}>Crear equipo</ButtonLink>}
    </Panel>
  );
}
