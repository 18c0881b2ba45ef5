import { TEAM_SIZE } from '@contracts/entities/teams';
import { boatOf, membersOf, registrationOf } from '../db/queries';
import type { Db, TeamCompetitionRow, TeamMemberRow, TeamNotificationType } from '../db/schema';


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

/** What the status is read from; a caller counting thousands of teams looks these up once for all (the overview). */
export type TeamFacts = {
  members: readonly Pick<TeamMemberRow, 'is_helmsman'>[];
  hasBoat: boolean;
  registration: TeamCompetitionRow | undefined;
};

/** The reading itself: the progress checklist, the team notifications and the organisers' overview all use it. */
export function statusFromFacts({ members, hasBoat, registration }: TeamFacts): TeamStatus {
  const isPaid = registration?.payment_status === 'paid' || registration?.payment_status === 'exempt';
  const hasHelmsman = members.some((m) => m.is_helmsman);
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

/** What a team still lacks for the competition; the progress checklist and the team notifications read it. */
export function teamStatus(db: Db, teamId: number, competitionId: number | undefined): TeamStatus {
  return statusFromFacts({
    members: membersOf(db, teamId),
    hasBoat: boatOf(db, teamId) !== undefined,
    registration: competitionId === undefined ? undefined : registrationOf(db, teamId, competitionId),
  });
}

/** Short of members, a helmsman or a boat: a team the organisers remind (payment is counted apart). */
export const isTeamIncomplete = ({ missing }: TeamStatus) => missing.missing_members || missing.missing_helmsman || missing.missing_boat;
