import { useEffect, useRef } from 'react';
import type { DockTeam } from '@contracts/entities/check-ins';
import { checkInMessages } from '@contracts/check-ins-messages';
import { formatDateTime } from '@/lib/format/format';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FactsList } from '@/ui/facts-list';
import { actionFor, type DockAction } from './dock-readings';
import { dockTexts } from './dock-texts';
import * as s from './dock.css';

/** What the last write about this team said: done, refused (the server's words), or unknown (no answer: retry). */
export type DockOutcome = { tone: 'ok' | 'refused' | 'unknown'; message: string };

type Props = {
  team: DockTeam;
  outcome: DockOutcome | null;
  isPending: boolean;
  onAct: (action: DockAction) => void;
  onRetry: () => void;
  onClose: () => void;
};

/**
 * The team the staff named, to confirm at a glance (number, name, club, boat, crew) and the one
 * tap its status calls for. After a lost answer the only button is 'Reintentar', which repeats
 * the same write with the same Idempotency-Key: the refreshed status must not tempt a second,
 * different tap (a return instead of the departure that may have gone through).
 */
export function DockTeamCard({ team, outcome, isPending, onAct, onRetry, onClose }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new team in the card: focus goes to it, so a screen reader reads whom the next tap is about.
  useEffect(() => heading.current?.focus(), [team.team_id]);
  const action = actionFor(team.status);
  const times = [
    ...(team.departed_at ? [['Salida', formatDateTime(team.departed_at)] as const] : []),
    ...(team.returned_at ? [['Regreso', formatDateTime(team.returned_at)] as const] : []),
  ];
  return (
    <section className={s.card} aria-labelledby="dock-team">
      <h2 id="dock-team" ref={heading} tabIndex={-1} className={s.cardHeading}>
        {`Equipo ${team.team_number ?? '—'} · ${team.team_name}`}
      </h2>
      <div>
        <Badge tone={team.status === 'out' ? 'info' : team.status === 'back' ? 'success' : 'neutral'}>{dockTexts.status[team.status]}</Badge>
      </div>
      <FactsList
        facts={[
          ['Barra', team.institution_name ?? dockTexts.noClub],
          ['Embarcación', team.boat_name ?? dockTexts.noBoat],
          ...times,
        ]}
      />
      <div>
        <h3>Integrantes</h3>
        <ul className={s.members}>
          {team.members.map((m) => (
            <li key={m.user_id}>
              {`${m.first_name} ${m.last_name}`}
              {m.is_helmsman ? ` (${dockTexts.helmsman})` : ''}
            </li>
          ))}
        </ul>
      </div>
      <div role="status">{outcome && outcome.tone !== 'refused' ? <p className={outcome.tone === 'ok' ? s.ok : s.unknown}>{outcome.message}</p> : null}</div>
      {outcome?.tone === 'refused' ? (
        <p role="alert" className={s.refused}>
          {outcome.message}
        </p>
      ) : null}
      {!action && !outcome ? <p className={s.ok}>{checkInMessages.alreadyBack}</p> : null}
      <div className={s.actions}>
        {outcome?.tone === 'unknown' ? (
          <Button isPending={isPending} onPress={onRetry}>
            {dockTexts.retry}
          </Button>
        ) : action ? (
          <Button isPending={isPending} onPress={() => onAct(action)}>
            {action === 'depart' ? dockTexts.depart : dockTexts.return}
          </Button>
        ) : null}
        <Button variant="secondary" onPress={onClose}>
          {dockTexts.otherTeam}
        </Button>
      </div>
    </section>
  );
}
