import type { Leaderboard, LeaderboardPhase } from '@contracts/entities/leaderboard';
import { competitionsApiMessages } from '@contracts/competitions-messages';
import { notFound } from '../core/errors';
import type { CompetitionRow, Db } from '../db/schema';
import { competitionInScope } from './competition-scope';
import { standingsOf } from './scoring-setup';

/**
 * The public live leaderboard (issue 35, docs/decisions/0074): the provisional standings the
 * jury's accepted catches make (scoring-setup.ts's `standingsOf`, the admins' read, whose shape
 * already carries nothing personal), with where the competition stands by the server's clock
 * and whether the official results are out. The mock's handler and the server's event stream
 * (server/http/leaderboard-events.ts) both answer with this.
 */

export function leaderboardCompetition(db: Db, competitionId: number | undefined): CompetitionRow {
  const competition = competitionInScope(db, competitionId);
  if (!competition) throw notFound(competitionsApiMessages.noneSelected);
  return competition;
}

export function leaderboardPhase(c: Pick<CompetitionRow, 'start_date' | 'end_date'>, now: Date): LeaderboardPhase {
  if (now < new Date(c.start_date)) return 'before';
  return now <= new Date(c.end_date) ? 'live' : 'ended';
}

/** Published: any official result of the competition exists (the organisers publish all three tables in one action). */
export const resultsPublished = (db: Db, competitionId: number) =>
  db.overallResults.some((r) => r.competition_id === competitionId) ||
  db.biggestFishResults.some((r) => r.competition_id === competitionId) ||
  db.categoryResults.some((r) => r.competition_id === competitionId);

/** What changes the leaderboard, without the clock: the event stream compares this to decide whether to push. */
export function leaderboardContent(db: Db, competition: CompetitionRow): Omit<Leaderboard, 'phase' | 'server_time'> {
  return {
    competition: { id: competition.id, name: competition.name, edition: competition.edition, start_date: competition.start_date, end_date: competition.end_date },
    published: resultsPublished(db, competition.id),
    standings: standingsOf(db, competition.id),
  };
}

export function leaderboardOf(db: Db, competition: CompetitionRow, now: Date): Leaderboard {
  return { ...leaderboardContent(db, competition), phase: leaderboardPhase(competition, now), server_time: now.toISOString() };
}
