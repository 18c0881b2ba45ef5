import type { CategoryEntry, FishSpecies } from '@contracts/entities/competitions';
import { MAX_OVERALL_POSITION, type CompetitionResults } from '@contracts/entities/results';
import type { AcceptedTeam } from '@contracts/entities/teams';

/**
 * What is still free to assign (SPEC §4 results rules), so the dialogs offer only that and an
 * add button goes away once nothing is left (SPEC §5). The server checks the same rules.
 */

/** Overall positions 1 to 15 not yet assigned, in order. */
export function freePositions(results: CompetitionResults): number[] {
  const taken = new Set(results.overall_results.map((r) => r.final_position));
  return Array.from({ length: MAX_OVERALL_POSITION }, (_, i) => i + 1).filter((p) => !taken.has(p));
}

/** Teams without an overall result (each team is placed once). */
export function teamsWithoutOverall(teams: readonly AcceptedTeam[], results: CompetitionResults): AcceptedTeam[] {
  const placed = new Set(results.overall_results.map((r) => r.team.id));
  return teams.filter((t) => !placed.has(t.id));
}

/** Species without a biggest fish (one per species). */
export function freeSpecies(species: readonly FishSpecies[], results: CompetitionResults): FishSpecies[] {
  const taken = new Set(results.biggest_fish_results.map((r) => r.species.id));
  return species.filter((s) => !taken.has(s.id));
}

/** The categories a team has no result in yet (each team once per category group). */
export function categoriesFreeFor(teamId: number, categories: readonly CategoryEntry[], results: CompetitionResults): CategoryEntry[] {
  const taken = new Set(results.category_results.filter((r) => r.team.id === teamId).map((r) => r.category.id));
  return categories.filter((c) => !taken.has(c.id));
}

/** Teams that still have a category without a result. */
export function teamsWithFreeCategory(teams: readonly AcceptedTeam[], categories: readonly CategoryEntry[], results: CompetitionResults): AcceptedTeam[] {
  return teams.filter((t) => categoriesFreeFor(t.id, categories, results).length > 0);
}
