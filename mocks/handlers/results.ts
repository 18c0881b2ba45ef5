import { resultsEndpoints } from '@contracts/results';
import { handle } from '../core/define-handler';
import { notFound } from '../core/errors';
import { competitionResults, toBiggestFishResult, toCategoryResult, toOverallResult } from '../db/mappers/results';
import { nextId } from '../db/store';
import {
  acceptedTeamOr422,
  assertBiggestFishAllowed,
  assertCategoryPlaceFree,
  assertOverallPlaceFree,
  competitionOr404,
  resultsVisible,
} from '../rules/results';
import { resultsApiMessages } from '@contracts/results-messages';

const created = resultsApiMessages.created;
const deleted = resultsApiMessages.deleted;
const resultNotFound = resultsApiMessages.notFound;

/** Removes the row with the id from a result collection; 404 when there is none. */
function removeResult(rows: { id: number }[], id: number) {
  const index = rows.findIndex((r) => r.id === id);
  if (index < 0) throw notFound(resultNotFound);
  rows.splice(index, 1);
  return { data: null, message: deleted };
}

const stamps = () => {
  const now = new Date().toISOString();
  return { created_at: now, updated_at: now };
};

/** SPEC §7 official results: the three tables and the admin's create/delete pairs (SPEC §4 rules). */
export const resultHandlers = [
  handle(resultsEndpoints.getByCompetition, ({ params, db, user }) => {
    const competition = competitionOr404(db, params.id);
    if (!resultsVisible(user, competition)) return { data: { overall_results: [], category_results: [], biggest_fish_results: [] } };
    return { data: competitionResults(db, competition.id) };
  }),

  handle(resultsEndpoints.createOverall, ({ body, db }) => {
    competitionOr404(db, body.competition_id);
    acceptedTeamOr422(db, body.competition_id, body.team_id);
    assertOverallPlaceFree(db, body);
    const row = {
      id: nextId(db.overallResults),
      competition_id: body.competition_id,
      team_id: body.team_id,
      final_position: body.final_position,
      total_points: body.total_points,
      species_count: body.total_species,
      pieces_count: body.total_pieces,
      ...stamps(),
    };
    db.overallResults.push(row);
    return { data: toOverallResult(db, row), message: created };
  }),

  handle(resultsEndpoints.deleteOverall, ({ params, db }) => removeResult(db.overallResults, params.id)),

  handle(resultsEndpoints.createBiggestFish, ({ body, db }) => {
    competitionOr404(db, body.competition_id);
    acceptedTeamOr422(db, body.competition_id, body.team_id);
    assertBiggestFishAllowed(db, body);
    const row = { id: nextId(db.biggestFishResults), ...body, ...stamps() };
    db.biggestFishResults.push(row);
    return { data: toBiggestFishResult(db, row), message: created };
  }),

  handle(resultsEndpoints.deleteBiggestFish, ({ params, db }) => removeResult(db.biggestFishResults, params.id)),

  handle(resultsEndpoints.createCategory, ({ body, db }) => {
    competitionOr404(db, body.competition_id);
    acceptedTeamOr422(db, body.competition_id, body.team_id);
    assertCategoryPlaceFree(db, body);
    const row = { id: nextId(db.categoryResults), ...body, ...stamps() };
    db.categoryResults.push(row);
    return { data: toCategoryResult(db, row), message: created };
  }),

  handle(resultsEndpoints.deleteCategory, ({ params, db }) => removeResult(db.categoryResults, params.id)),
];
