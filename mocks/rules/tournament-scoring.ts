import type { CategoryId } from '@contracts/enums';
import { MAX_OVERALL_POSITION } from '@contracts/entities/results';
import type { TieBreak } from '@contracts/entities/scoring';
import { isUnderMinimum } from '@contracts/core/under-minimum';

/**
 * The scoring of a tournament day (issue 35), pure: no database, no clock. The leaderboard,
 * the computed official results and the catch form's "under the minimum" all read it, in the
 * browser and on the server alike. Only catches the caller passes are scored: the callers
 * pass the accepted ones.
 *
 * - A catch scores `points_per_piece + points_per_cm × size_cm` if its species is in the set-up
 *   and it reaches the species' minimum size; any other piece went back to the water and scores
 *   nothing (and counts for nothing: no species, no piece, no biggest piece, no time).
 * - Points are summed in hundredths (integers), so 0.1 + 0.2 is 0.3 and a sum does not depend
 *   on the order of the catches.
 * - Teams are ranked by points, then by the competition's tie-breaks in order (more species,
 *   more pieces, a bigger biggest piece, an earlier time of the last scoring catch: whoever got
 *   there first). Teams equal on all of them share a position (competition ranking: 1, 2, 2, 4)
 *   and are marked `tied`, for the organiser to decide before publishing (positions 1 to 15 are
 *   unique in the official results).
 * - Only teams with at least one scoring piece are ranked.
 */

export type ScoringSpeciesRule = { fish_species_id: number; min_size_cm: number; points_per_piece: number; points_per_cm: number };
export type ScoringRules = { species: readonly ScoringSpeciesRule[]; tie_breaks: readonly TieBreak[] };
export type ScoredCatchInput = {
  id: number;
  team_id: number;
  fish_species_id: number;
  size_cm: number;
  participant_id: number;
  /** ISO instant. */
  caught_at: string;
};
export type RankedTeamInput = { team_id: number; category_ids: readonly CategoryId[] };

export type TeamStanding = {
  team_id: number;
  position: number;
  /** Shares its position with another team: every tie-break is equal. */
  tied: boolean;
  points: number;
  species_count: number;
  pieces_count: number;
  biggest_cm: number;
  /** When the team's last scoring piece was caught (ISO), the earliest-time tie-break. */
  last_scoring_at: string;
};
export type BiggestPiece = { fish_species_id: number; catch_id: number; team_id: number; participant_id: number; size_cm: number; points: number; caught_at: string };
export type CategoryStandings = { category_id: CategoryId; standings: TeamStanding[] };
export type Standings = { overall: TeamStanding[]; biggest: BiggestPiece[]; categories: CategoryStandings[] };

const HUNDREDTHS = 100;
const toHundredths = (value: number) => Math.round(value * HUNDREDTHS);

/** The rule of a species, or undefined when the competition does not allow it. */
export const ruleOf = (rules: ScoringRules, speciesId: number) => rules.species.find((s) => s.fish_species_id === speciesId);

/** A size under the species' minimum goes back to the water (in contracts, so the catch form applies it too). */
export { isUnderMinimum };

/** The points of one piece in hundredths; null when it does not score (species not allowed, under the minimum). */
function pieceHundredths(rule: ScoringSpeciesRule | undefined, sizeCm: number): number | null {
  if (!rule || isUnderMinimum(rule, sizeCm)) return null;
  return toHundredths(rule.points_per_piece) + Math.round(rule.points_per_cm * HUNDREDTHS * sizeCm);
}

/** The points a piece scores (0 when it does not). */
export const piecePoints = (rules: ScoringRules, speciesId: number, sizeCm: number) => (pieceHundredths(ruleOf(rules, speciesId), sizeCm) ?? 0) / HUNDREDTHS;

type Tally = { team_id: number; hundredths: number; species: Set<number>; pieces: number; biggest: number; last: string };

/** Negative when `a` ranks before `b` under one tie-break. */
const tieBreakers: Record<TieBreak, (a: Tally, b: Tally) => number> = {
  species_count: (a, b) => b.species.size - a.species.size,
  pieces_count: (a, b) => b.pieces - a.pieces,
  biggest_piece: (a, b) => b.biggest - a.biggest,
  earliest_time: (a, b) => (a.last < b.last ? -1 : a.last > b.last ? 1 : 0),
};

function rank(tallies: readonly Tally[], tieBreaks: readonly TieBreak[], limit: number): TeamStanding[] {
  const compare = (a: Tally, b: Tally) => {
    if (a.hundredths !== b.hundredths) return b.hundredths - a.hundredths;
    for (const tieBreak of tieBreaks) {
      const order = tieBreakers[tieBreak](a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
  // The team id only makes the order of fully tied teams stable; they share a position.
  const sorted = [...tallies].sort((a, b) => compare(a, b) || a.team_id - b.team_id);
  const standings: TeamStanding[] = [];
  sorted.forEach((tally, index) => {
    const previous = sorted[index - 1];
    const sharesWithPrevious = previous !== undefined && compare(previous, tally) === 0;
    const position = sharesWithPrevious ? standings[index - 1]!.position : index + 1;
    if (position > limit) return;
    const next = sorted[index + 1];
    standings.push({
      team_id: tally.team_id,
      position,
      tied: sharesWithPrevious || (next !== undefined && compare(tally, next) === 0),
      points: tally.hundredths / HUNDREDTHS,
      species_count: tally.species.size,
      pieces_count: tally.pieces,
      biggest_cm: tally.biggest,
      last_scoring_at: tally.last,
    });
  });
  return standings;
}

/** Sorted ISO instants compare as text only in one offset; normalised here once. */
const instant = (iso: string) => new Date(iso).toISOString();

/**
 * The standings of a competition from its accepted catches: overall (positions 1 to 15, more
 * rows only when teams tie on the 15th), the biggest piece per species (the bigger, then the
 * earlier, then the first logged) and each category's ranking (a team in two categories is in
 * both). `teams` are the competition's accepted teams with their categories; a catch of a team
 * not among them is ignored.
 */
export function computeStandings(rules: ScoringRules, teams: readonly RankedTeamInput[], catches: readonly ScoredCatchInput[]): Standings {
  const rulesBySpecies = new Map(rules.species.map((s) => [s.fish_species_id, s]));
  const tallies = new Map<number, Tally>();
  const known = new Set(teams.map((t) => t.team_id));
  const biggest = new Map<number, BiggestPiece>();

  for (const piece of catches) {
    if (!known.has(piece.team_id)) continue;
    const hundredths = pieceHundredths(rulesBySpecies.get(piece.fish_species_id), piece.size_cm);
    if (hundredths === null) continue;
    const at = instant(piece.caught_at);
    let tally = tallies.get(piece.team_id);
    if (!tally) {
      tally = { team_id: piece.team_id, hundredths: 0, species: new Set(), pieces: 0, biggest: 0, last: at };
      tallies.set(piece.team_id, tally);
    }
    tally.hundredths += hundredths;
    tally.species.add(piece.fish_species_id);
    tally.pieces += 1;
    if (piece.size_cm > tally.biggest) tally.biggest = piece.size_cm;
    if (at > tally.last) tally.last = at;

    const best = biggest.get(piece.fish_species_id);
    const better =
      !best || piece.size_cm > best.size_cm || (piece.size_cm === best.size_cm && (at < best.caught_at || (at === best.caught_at && piece.id < best.catch_id)));
    if (better) {
      biggest.set(piece.fish_species_id, {
        fish_species_id: piece.fish_species_id,
        catch_id: piece.id,
        team_id: piece.team_id,
        participant_id: piece.participant_id,
        size_cm: piece.size_cm,
        points: hundredths / HUNDREDTHS,
        caught_at: at,
      });
    }
  }

  const all = [...tallies.values()];
  const categoryIds = [...new Set(teams.flatMap((t) => t.category_ids))].sort((a, b) => a - b);
  const categoriesOf = new Map(teams.map((t) => [t.team_id, t.category_ids]));
  return {
    overall: rank(all, rules.tie_breaks, MAX_OVERALL_POSITION),
    biggest: [...biggest.values()].sort((a, b) => a.fish_species_id - b.fish_species_id),
    categories: categoryIds.map((category_id) => ({
      category_id,
      standings: rank(
        all.filter((t) => categoriesOf.get(t.team_id)?.includes(category_id)),
        rules.tie_breaks,
        Number.POSITIVE_INFINITY,
      ),
    })),
  };
}
