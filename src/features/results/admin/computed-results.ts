import type { Catch } from '@contracts/entities/catches';
import type { BiggestFishResultInput, CategoryResultInput, CompetitionResults, OverallResultInput } from '@contracts/entities/results';
import { MAX_OVERALL_POSITION } from '@contracts/entities/results';
import type { StandingRow, Standings } from '@contracts/entities/scoring';
import type { CategoryId } from '@contracts/enums';

/**
 * Official results from the catches (issue 35, docs/decisions/0074): the provisional standings
 * the scoring computed, turned into SPEC's three result tables, and the calls that publish them.
 * Pure: the page reads the standings, the accepted catches and the results already there.
 */

type StandingTeam = StandingRow['team'];

export type ProposedOverall = { team: StandingTeam; position: number; tied: boolean; points: number; species_count: number; pieces_count: number };
export type ProposedBiggest = {
  species: { id: number; name: string };
  team: StandingTeam;
  angler: string;
  /** The member who caught it: read from the accepted catch (the standings name only first name and initial). */
  participant_id: number | null;
  size_cm: number;
  points: number;
};
export type ProposedCategory = { category: { id: number; name: string }; team: StandingTeam; tied: boolean; points: number; species_count: number; pieces_count: number };
export type Proposal = { overall: ProposedOverall[]; biggest: ProposedBiggest[]; categories: ProposedCategory[] };

/**
 * The proposal: overall positions made unique in the standings' order (teams the scoring could
 * not part keep `tied` for the organiser to decide), only positions 1 to 15; the biggest piece per
 * species with its catcher; every ranked team of each category.
 */
export function proposeResults(standings: Standings, accepted: readonly Catch[]): Proposal {
  const overall = standings.overall.slice(0, MAX_OVERALL_POSITION).map((row, index) => ({
    team: row.team,
    position: index + 1,
    tied: row.tied,
    points: row.points,
    species_count: row.species_count,
    pieces_count: row.pieces_count,
  }));
  const biggest = standings.biggest.map((b) => {
    const piece = accepted.find(
      (c) => c.status === 'accepted' && c.team.id === b.team.id && c.species.id === b.species.id && c.size_cm === b.size_cm && Date.parse(c.caught_at) === Date.parse(b.caught_at),
    );
    return { species: b.species, team: b.team, angler: b.angler, participant_id: piece?.participant.id ?? null, size_cm: b.size_cm, points: b.points };
  });
  const categories = standings.categories.flatMap((c) =>
    c.standings.map((row) => ({ category: c.category, team: row.team, tied: row.tied, points: row.points, species_count: row.species_count, pieces_count: row.pieces_count })),
  );
  return { overall, biggest, categories };
}

/** The organiser's positions: each 1 to 15 and each once. Null when they are; else what is wrong. */
export function positionsProblem(positions: readonly (number | null)[]): string | null {
  if (positions.some((p) => p === null || !Number.isInteger(p) || p < 1 || p > MAX_OVERALL_POSITION)) return `Cada equipo necesita un puesto del 1 al ${MAX_OVERALL_POSITION}.`;
  if (new Set(positions).size !== positions.length) return 'Dos equipos tienen el mismo puesto: decidí el desempate antes de publicar.';
  return null;
}

export type PublishCall =
  | { table: 'general'; body: OverallResultInput; label: string }
  | { table: 'pieza-mayor'; body: BiggestFishResultInput; label: string }
  | { table: 'categorias'; body: CategoryResultInput; label: string };

export type PublishPlan = { calls: PublishCall[]; alreadyPublished: number; conflicts: string[] };

const teamLabel = (team: StandingTeam) => (team.team_number === null ? team.name : `${team.name} (N.º ${team.team_number})`);

/**
 * What is left to publish, given the results already there: a row already published as
 * proposed is skipped (a second press, or a retry after a lost answer, publishes nothing twice);
 * a place already taken by something else is a conflict the organiser resolves first (nothing
 * is published while there is one).
 */
export function publishPlan(competitionId: number, proposal: Proposal, existing: CompetitionResults): PublishPlan {
  const calls: PublishCall[] = [];
  const conflicts: string[] = [];
  let alreadyPublished = 0;

  for (const row of proposal.overall) {
    const samePlace = existing.overall_results.find((r) => r.final_position === row.position);
    const sameTeam = existing.overall_results.find((r) => r.team.id === row.team.id);
    if (samePlace && samePlace.team.id === row.team.id) {
      alreadyPublished += 1;
      continue;
    }
    if (samePlace) conflicts.push(`El puesto ${row.position} ya es de ${samePlace.team.name}.`);
    else if (sameTeam) conflicts.push(`${row.team.name} ya tiene el puesto ${sameTeam.final_position}.`);
    else
      calls.push({
        table: 'general',
        label: `${row.position}.º ${teamLabel(row.team)}`,
        body: { competition_id: competitionId, team_id: row.team.id, final_position: row.position, total_points: row.points, total_species: row.species_count, total_pieces: row.pieces_count },
      });
  }

  for (const row of proposal.biggest) {
    const taken = existing.biggest_fish_results.find((r) => r.species.id === row.species.id);
    if (taken) {
      if (taken.team.id === row.team.id && taken.size_cm === row.size_cm) alreadyPublished += 1;
      else conflicts.push(`${row.species.name} ya tiene una pieza mayor publicada (${taken.team.name}).`);
      continue;
    }
    if (row.participant_id === null) {
      conflicts.push(`No se encontró la captura de la pieza mayor de ${row.species.name}: revisala en el jurado.`);
      continue;
    }
    calls.push({
      table: 'pieza-mayor',
      label: `Pieza mayor de ${row.species.name}`,
      body: { competition_id: competitionId, team_id: row.team.id, participant_id: row.participant_id, fish_species_id: row.species.id, size_cm: row.size_cm, points: row.points },
    });
  }

  for (const row of proposal.categories) {
    if (existing.category_results.some((r) => r.category.id === row.category.id && r.team.id === row.team.id)) {
      alreadyPublished += 1;
      continue;
    }
    calls.push({
      table: 'categorias',
      label: `${row.category.name}: ${teamLabel(row.team)}`,
      body: { competition_id: competitionId, team_id: row.team.id, category_id: row.category.id as CategoryId, points: row.points, species_count: row.species_count, pieces_count: row.pieces_count },
    });
  }
  return { calls, alreadyPublished, conflicts };
}
