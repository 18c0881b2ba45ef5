import { TEAM_SIZE } from '@contracts/entities/teams';
import type { UserProgress as ContractUserProgress } from '@contracts/entities/users';
import type { CompetitionPriceRow, Db, UserRow } from '../db/schema';
import { currentCompetition } from './current-competition';
import { teamStatus } from './team-status';

/** The contract's progress, with the current competition's prices still as db rows (mapped on the way out). */
export type UserProgress = Omit<ContractUserProgress, 'prices'> & { prices: CompetitionPriceRow[] };

/**
 * SPEC §4 progress checklist of a primary user, from the database: 1 activate account,
 * 2 create team, 3 register boat, 4 members (exactly 3 with a helmsman), 5 pay
 * (for the current competition; exempt counts as paid).
 */
export function userProgress(db: Db, user: UserRow, now: Date = new Date()): UserProgress {
  const competition = currentCompetition(db, now);
  const prices = competition ? db.competitionPrices.filter((p) => p.competition_id === competition.id) : [];
  const base = { is_activated: user.status === 'active', prices };
  if (user.team_id === null) {
    return { ...base, has_team: false, has_boat: false, members_count: 0, has_helmsman: false, is_paid: false, team_number: null };
  }
  const status = teamStatus(db, user.team_id, competition?.id);
  return {
    ...base,
    has_team: true,
    has_boat: status.hasBoat,
    members_count: status.membersCount,
    has_helmsman: status.hasHelmsman,
    is_paid: status.isPaid,
    team_number: status.isPaid ? (status.registration?.team_number ?? null) : null,
  };
}

/** The five steps as done/pending/warning, in order (step 4 warns when a team exists but is incomplete). */
export function progressSteps(p: UserProgress): ('done' | 'pending' | 'warning')[] {
  const membersComplete = p.members_count === TEAM_SIZE && p.has_helmsman;
  return [
    p.is_activated ? 'done' : 'pending',
    p.has_team ? 'done' : 'pending',
    p.has_boat ? 'done' : 'pending',
    membersComplete ? 'done' : p.has_team ? 'warning' : 'pending',
    p.is_paid ? 'done' : 'pending',
  ];
}
