import { conflict, notFound, ruleBroken } from '../core/errors';
import { membersOf, registrationOf, teamById } from '../db/queries';
import type { CategoryId, CompetitionRow, Db, TeamRow, UserRow } from '../db/schema';
import { isAdmin } from './caller';
import { resultsApiMessages } from '@contracts/results-messages';
import { teamsApiMessages } from '@contracts/teams-messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';
import { scoringMessages } from '@contracts/scoring-messages';

/** SPEC §4 results rules, in the words the admin results manager shows. */
export const resultMessages = {
  competitionNotFound: competitionsApiMessages.notFound,
  teamNotFound: teamsApiMessages.notFound,
  speciesNotFound: scoringMessages.unknownSpecies,
  notAccepted: resultsApiMessages.teamNotAccepted,
  positionTaken: resultsApiMessages.positionTaken,
  teamHasOverall: 'El equipo ya tiene un resultado general',
  speciesTaken: resultsApiMessages.speciesTaken,
  categoryTaken: resultsApiMessages.categoryTaken,
  participantNotInTeam: resultsApiMessages.participantNotInTeam,
} as const;

// Taken places are state conflicts without an error code of their own (contracts/errors stateConflict).
const taken = (message: string) => conflict(message, 'BUSINESS_RULE');

export function competitionOr404(db: Db, competitionId: number): CompetitionRow {
  const competition = db.competitions.find((c) => c.id === competitionId);
  if (!competition) throw notFound(resultMessages.competitionNotFound);
  return competition;
}

/** Only teams that competed (accepted in the competition) can hold a result. */
export function acceptedTeamOr422(db: Db, competitionId: number, teamId: number): TeamRow {
  const team = teamById(db, teamId);
  if (!team) throw notFound(resultMessages.teamNotFound);
  if (registrationOf(db, teamId, competitionId)?.status !== 'accepted') throw ruleBroken(resultMessages.notAccepted);
  return team;
}

/** Overall: positions 1 to 15 (the contract bounds them) each once, and each team once. */
export function assertOverallPlaceFree(db: Db, r: { competition_id: number; team_id: number; final_position: number }) {
  const rows = db.overallResults.filter((o) => o.competition_id === r.competition_id);
  if (rows.some((o) => o.final_position === r.final_position)) throw taken(resultMessages.positionTaken);
  if (rows.some((o) => o.team_id === r.team_id)) throw taken(resultMessages.teamHasOverall);
}

/** Biggest fish: one per species, caught by a member of the team. */
export function assertBiggestFishAllowed(db: Db, r: { competition_id: number; team_id: number; participant_id: number; fish_species_id: number }) {
  if (!db.fishSpecies.some((s) => s.id === r.fish_species_id)) throw notFound(resultMessages.speciesNotFound);
  if (!membersOf(db, r.team_id).some((m) => m.user_id === r.participant_id)) throw ruleBroken(resultMessages.participantNotInTeam);
  if (db.biggestFishResults.some((b) => b.competition_id === r.competition_id && b.fish_species_id === r.fish_species_id)) {
    throw taken(resultMessages.speciesTaken);
  }
}

/** Categories: each team appears once in each category's group. */
export function assertCategoryPlaceFree(db: Db, r: { competition_id: number; team_id: number; category_id: CategoryId }) {
  const exists = db.categoryResults.some((c) => c.competition_id === r.competition_id && c.team_id === r.team_id && c.category_id === r.category_id);
  if (exists) throw taken(resultMessages.categoryTaken);
}

/**
 * Teams read the results once the competition has ended (SPEC §2 public results: 'the
 * competition has not finished or results are unpublished'); admins see them while loading.
 */
export const resultsVisible = (user: UserRow, competition: CompetitionRow, now: Date = new Date()) =>
  isAdmin(user) || new Date(competition.end_date) < now;
