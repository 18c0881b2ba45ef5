import type { BiggestFishResult, CategoryResult, CompetitionResults, OverallResult } from '@contracts/entities/results';
import { teamById, userById } from '../queries';
import type { BiggestFishResultRow, CategoryResultRow, Db, OverallResultRow } from '../schema';
import { toAcceptedTeam } from './teams';

const teamOf = (db: Db, teamId: number, competitionId: number) => {
  const team = teamById(db, teamId);
  if (!team) throw new Error(`Resultado de un equipo inexistente (${teamId})`);
  return toAcceptedTeam(db, team, competitionId);
};

export const toOverallResult = (db: Db, row: OverallResultRow): OverallResult => ({
  id: row.id,
  final_position: row.final_position,
  total_points: row.total_points,
  species_count: row.species_count,
  pieces_count: row.pieces_count,
  team: teamOf(db, row.team_id, row.competition_id),
});

/** participant.id is the catcher's user id (the participant_id the form sends). */
export function toBiggestFishResult(db: Db, row: BiggestFishResultRow): BiggestFishResult {
  const info = userById(db, row.participant_id)?.personal_info;
  return {
    id: row.id,
    species: db.fishSpecies.find((s) => s.id === row.fish_species_id) ?? { id: row.fish_species_id, name: '' },
    team: teamOf(db, row.team_id, row.competition_id),
    participant: { id: row.participant_id, first_name: info?.first_name ?? '', last_name: info?.last_name ?? '' },
    size_cm: row.size_cm,
    points: row.points,
  };
}

export const toCategoryResult = (db: Db, row: CategoryResultRow): CategoryResult => ({
  id: row.id,
  category: db.categories.find((c) => c.id === row.category_id) ?? { id: row.category_id, name: '' },
  team: teamOf(db, row.team_id, row.competition_id),
  points: row.points,
  species_count: row.species_count,
  pieces_count: row.pieces_count,
});

/** GET /competitions/{id}/results: overall by position, biggest fish and category groups. */
export const competitionResults = (db: Db, competitionId: number): CompetitionResults => ({
  overall_results: db.overallResults
    .filter((r) => r.competition_id === competitionId)
    .sort((a, b) => a.final_position - b.final_position)
    .map((r) => toOverallResult(db, r)),
  category_results: db.categoryResults
    .filter((r) => r.competition_id === competitionId)
    .sort((a, b) => a.category_id - b.category_id || b.points - a.points)
    .map((r) => toCategoryResult(db, r)),
  biggest_fish_results: db.biggestFishResults.filter((r) => r.competition_id === competitionId).map((r) => toBiggestFishResult(db, r)),
});
