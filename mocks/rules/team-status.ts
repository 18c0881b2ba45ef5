import { TEAM_SIZE } from '@contracts/entities/teams';
import { boatOf, membersOf, registrationOf } from '../db/queries';
import type { Db, TeamCompetitionRow, TeamNotificationType } from '../db/schema';


export type TeamStatus = {
  membersCount: number;
  hasHelmsman: boolean;
  hasBoat: boolean;
  /** The team's registration in the given competition, if any. */
  registration: TeamCompetitionRow | undefined;
  /** Paid or exempt (SPEC §4 'accepted with paid or exempt shows Pagado'). */
  isPaid: boolean;
  /** The per-team notification columns of SPEC §2: true means still pending. */
  missing: Record<TeamNotificationType, boolean>;
};

/** What a team still lacks for the competition; the progress checklist and the team notifications read it. */
export function teamStatus(db: Db, teamId: number, competitionId: number | undefined): TeamStatus {
  const members = membersOf(db, teamId);
  const registration = competitionId === undefined ? undefined : registrationOf(db, teamId, competitionId);
  const isPaid = registration?.payment_status === 'paid' || registration?.payment_status === 'exempt';
  const hasHelmsman = members.some((m) => m.is_helmsman);
  const hasBoat = boatOf(db, teamId) !== undefined;
  return {
    membersCount: members.length,
    hasHelmsman,
    hasBoat,
    registration,
    isPaid,
    missing: {
      missing_members: members.length < TEAM_SIZE,
      missing_helmsman: !hasHelmsman,
      missing_boat: !hasBoat,
      payment_due: !isPaid,
    },
  };
}
