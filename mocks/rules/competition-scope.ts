import { notFound } from '../core/errors';
import type { CompetitionRow, Db } from '../db/schema';
import { currentCompetition } from './current-competition';
import { competitionsApiMessages } from '@contracts/competitions-messages';

/**
 * The competition a `?competition_id=` list or detail is about: the one named, or the
 * current one when none is (SPEC §6 'Team lists load for the current competition').
 * An unknown id is a 404 rather than an empty list, so a typo is not mistaken for "no teams".
 */
export function competitionInScope(db: Db, competitionId: number | undefined): CompetitionRow | undefined {
  if (competitionId === undefined) return currentCompetition(db);
  const competition = db.competitions.find((c) => c.id === competitionId);
  if (!competition) throw notFound(competitionsApiMessages.notFound);
  return competition;
}

/** Ids of the teams registered in a competition (any registration status). */
export const registeredTeamIds = (db: Db, competitionId: number | undefined): Set<number> =>
  new Set(db.teamCompetitions.filter((tc) => tc.competition_id === competitionId).map((tc) => tc.team_id));
