import { registrationOf } from '../db/queries';
import type { CompetitionRow, Db, TeamCompetitionRow } from '../db/schema';

/** By start instant: the strings may carry different offsets (decision 0038), so they are not compared as text. */
export const byStartDate = (a: CompetitionRow, b: CompetitionRow) => Date.parse(a.start_date) - Date.parse(b.start_date) || a.id - b.id;

export type TeamCompetitions = {
  /** Competitions the team can still register in: not registered, registration not closed yet (open or upcoming). */
  available: CompetitionRow[];
  /** Competitions the team is registered in, with the registration. */
  registered: { competition: CompetitionRow; registration: TeamCompetitionRow }[];
};

/**
 * GET /competitions for owners and members (SPEC §7). A user without a team sees what is
 * available and no registrations. Finished or closed competitions the team never entered are
 * left out: there is nothing the team can do with them.
 */
export function competitionsOfTeam(db: Db, teamId: number | null, now: Date = new Date()): TeamCompetitions {
  const result: TeamCompetitions = { available: [], registered: [] };
  for (const competition of [...db.competitions].sort(byStartDate)) {
    const registration = teamId === null ? undefined : registrationOf(db, teamId, competition.id);
    if (registration) result.registered.push({ competition, registration });
    else if (now <= new Date(competition.registration_end)) result.available.push(competition);
  }
  return result;
}
