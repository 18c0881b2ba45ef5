import type { MemberCompetitions, RegisteredCompetition } from '@contracts/entities/competitions';
import type { Team } from '@contracts/entities/teams';
import { competitionsEndpoints } from '@contracts/competitions';
import { Link } from 'react-aria-components';
import { useEndpointQuery } from '@/api/query';
import { formatDateTime } from '@/lib/format/format';
import { teamCompetitionStatus } from '@/lib/team/team-competition-status';
import { useOwnTeam } from '@/lib/team/team-readings';
import { Badge } from '@/ui/badge';
import { Fact, FactsList } from '@/ui/facts-list';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { homeMessages } from '../shared/home-messages';
import { competitionOfTeam, whatComesNext } from './what-comes-next';
import * as s from '../shared/home.css';

/** GET /competitions answers a team account with an object; anything else has no registration to show. */
const registeredOf = (answer: MemberCompetitions | unknown[]): RegisteredCompetition[] => (Array.isArray(answer) ? [] : answer.registeredCompetitions);

/**
 * A team account's home beyond the checklist (issue 21): the team, its number, the
 * competition's dates and what comes next. For members, and for owners whose checklist is done.
 * Offline it says how old its data is, unless the checklist above it already does (`ageShownAbove`).
 */
export function TeamSummary({ isOwner, ageShownAbove = false }: { isOwner: boolean; ageShownAbove?: boolean }) {
  const team = useOwnTeam();
  const competitions = useEndpointQuery(competitionsEndpoints.list);
  return (
    <>
      {ageShownAbove ? null : <SavedDataNotice queries={[team, competitions]} />}
      <QueryView query={team} loadingLabel="Cargando tu equipo…" errorMessage={homeMessages.teamError} errorClassName={s.stack}>
        {(loadedTeam) => (
          <QueryView query={competitions} loadingLabel="Cargando la competencia…" errorMessage={homeMessages.teamError} errorClassName={s.stack}>
            {(answer) => <TeamCard team={loadedTeam} registration={competitionOfTeam(registeredOf(answer))} isOwner={isOwner} />}
          </QueryView>
        )}
      </QueryView>
    </>
  );
}

export function TeamCard({ team, registration, isOwner, now }: { team: Team; registration: RegisteredCompetition | null; isOwner: boolean; now?: Date }) {
  const next = whatComesNext(registration, isOwner, now);
  const status = registration ? teamCompetitionStatus(registration) : null;
  return (
    <Panel title={team.name}>
      <FactsList>
        <Fact term="N.º de equipo">{registration?.team_number ?? 'Se asigna al confirmarse el pago'}</Fact>
        <Fact term="Barra pesquera">{team.institution.name}</Fact>
        {registration && (
          <>
            <Fact term="Competencia">{registration.name}</Fact>
            <Fact term="Inscripción">{status && <Badge tone={status.tone}>{status.label}</Badge>}</Fact>
            <Fact term="Empieza">{formatDateTime(registration.start_date)}</Fact>
            <Fact term="Termina">{formatDateTime(registration.end_date)}</Fact>
          </>
        )}
      </FactsList>
      <div className={s.next}>
        <h3 className={s.nextTitle}>Qué sigue</h3>
        <p>{next.text}</p>
        {next.link && (
          <Link href={next.link.href} className={s.stepLink}>
            {next.link.label}
          </Link>
        )}
      </div>
    </Panel>
  );
}
