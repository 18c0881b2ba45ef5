import { describe, expect } from 'vitest';
import { fc, test } from '@fast-check/vitest';
import { defaultTieBreaks, tieBreakSchema, type TieBreak } from '@contracts/entities/scoring';
import type { CategoryId } from '@contracts/enums';
import { computeStandings, piecePoints, type ScoredCatchInput, type ScoringRules } from '@mocks/rules/tournament-scoring';

/**
 * Issue 35: properties of the scoring that hold whatever the catches are — the order they
 * arrive in does not matter, a piece under the minimum changes nothing, points are the sum of
 * the pieces, positions follow points, a team in two categories is ranked in both with the
 * same figures — and 5,000 catches are scored fast.
 */
const SEED = 20261205;

const tenths = (min: number, max: number) => fc.integer({ min: min * 10, max: max * 10 }).map((n) => n / 10);
const speciesIds = [1, 2, 3, 4];
const rulesArb: fc.Arbitrary<ScoringRules> = fc.record({
  species: fc.uniqueArray(
    fc.record({
      fish_species_id: fc.constantFrom(...speciesIds),
      min_size_cm: tenths(0, 40),
      points_per_piece: fc.integer({ min: 0, max: 50 }),
      points_per_cm: fc.constantFrom(0, 0.5, 1, 1.5, 2),
    }),
    { selector: (s) => s.fish_species_id, minLength: 1 },
  ),
  tie_breaks: fc.shuffledSubarray([...tieBreakSchema.options], { minLength: 4, maxLength: 4 }) as fc.Arbitrary<TieBreak[]>,
});
const categoriesArb = fc.subarray<CategoryId>([1, 2, 3]);
const teamsArb = fc.uniqueArray(fc.record({ team_id: fc.integer({ min: 1, max: 30 }), category_ids: categoriesArb }), { selector: (t) => t.team_id, minLength: 1, maxLength: 20 });
const catchesArb = (teamIds: number[]) =>
  fc.array(
    fc.record({
      team_id: fc.constantFrom(...teamIds),
      fish_species_id: fc.constantFrom(...speciesIds, 9),
      size_cm: tenths(1, 90),
      participant_id: fc.integer({ min: 1, max: 100 }),
      // Whole minutes of one day, in Argentine time.
      caught_at: fc.integer({ min: 0, max: 600 }).map((m) => new Date(Date.UTC(2026, 11, 5, 9, m)).toISOString()),
    }),
    { maxLength: 120 },
  ).map((rows) => rows.map((row, index): ScoredCatchInput => ({ ...row, id: index + 1 })));

const scenario = fc.tuple(rulesArb, teamsArb).chain(([rules, teams]) => catchesArb(teams.map((t) => t.team_id)).map((catches) => ({ rules, teams, catches })));

describe('the scoring, whatever the catches', () => {
  test.prop([scenario, fc.nat()], { seed: SEED, numRuns: 100 })('does not depend on the order the catches arrive in', ({ rules, teams, catches }, shift) => {
    const reordered = [...catches.slice(shift % (catches.length || 1)), ...catches.slice(0, shift % (catches.length || 1))].reverse();
    expect(computeStandings(rules, teams, reordered)).toEqual(computeStandings(rules, teams, catches));
  });

  test.prop([scenario], { seed: SEED, numRuns: 100 })('changes nothing for a piece under the minimum or of a species not allowed', ({ rules, teams, catches }) => {
    const before = computeStandings(rules, teams, catches);
    const extra: ScoredCatchInput[] = teams.flatMap((t, i) => [
      ...rules.species
        .filter((s) => s.min_size_cm >= 0.1)
        .map((s) => ({ id: 10_000 + i * 10 + s.fish_species_id, team_id: t.team_id, fish_species_id: s.fish_species_id, size_cm: Math.round((s.min_size_cm - 0.1) * 10) / 10, participant_id: 1, caught_at: '2026-12-05T23:00:00.000Z' })),
      { id: 20_000 + i, team_id: t.team_id, fish_species_id: 9, size_cm: 99, participant_id: 1, caught_at: '2026-12-05T23:00:00.000Z' },
    ]);
    expect(computeStandings(rules, teams, [...catches, ...extra])).toEqual(before);
  });

  test.prop([scenario], { seed: SEED, numRuns: 100 })('gives each team the sum of its pieces and orders positions by points', ({ rules, teams, catches }) => {
    const { overall } = computeStandings(rules, teams, catches);
    for (const standing of overall) {
      const sum = catches.filter((c) => c.team_id === standing.team_id).reduce((total, c) => total + Math.round(piecePoints(rules, c.fish_species_id, c.size_cm) * 100), 0);
      expect(standing.points).toBe(sum / 100);
      expect(standing.position).toBeGreaterThanOrEqual(1);
      expect(standing.position).toBeLessThanOrEqual(15);
    }
    for (let i = 1; i < overall.length; i++) {
      expect(overall[i]!.points).toBeLessThanOrEqual(overall[i - 1]!.points);
      expect(overall[i]!.position).toBeGreaterThanOrEqual(overall[i - 1]!.position);
      // A shared position means every figure the tie-breaks read is equal.
      if (overall[i]!.position === overall[i - 1]!.position) {
        const { team_id: _a, position: _p, tied: _t, ...figures } = overall[i]!;
        const { team_id: _b, position: _q, tied: _u, ...previous } = overall[i - 1]!;
        expect(figures).toEqual(previous);
      }
    }
  });

  test.prop([scenario], { seed: SEED, numRuns: 100 })('ranks a team in every category it belongs to, with its overall figures', ({ rules, teams, catches }) => {
    const { categories } = computeStandings(rules, teams, catches);
    const everyone = computeStandings(rules, teams, catches);
    const ranked = new Map(computeRankedAll(rules, teams, catches).map((s) => [s.team_id, s]));
    for (const { category_id, standings } of categories) {
      for (const standing of standings) {
        expect(teams.find((t) => t.team_id === standing.team_id)!.category_ids).toContain(category_id);
        expect(standing.points).toBe(ranked.get(standing.team_id)!.points);
      }
      const expected = teams.filter((t) => t.category_ids.includes(category_id) && ranked.has(t.team_id)).length;
      expect(standings).toHaveLength(expected);
    }
    expect(everyone.biggest.every((b) => rules.species.some((s) => s.fish_species_id === b.fish_species_id))).toBe(true);
  });
});

/** Every ranked team (not only positions 1 to 15): one category holding every team ranks them all. */
const computeRankedAll = (rules: ScoringRules, teams: readonly { team_id: number }[], catches: readonly ScoredCatchInput[]) =>
  computeStandings(rules, teams.map((t) => ({ team_id: t.team_id, category_ids: [1 as CategoryId] })), catches).categories[0]?.standings ?? [];

describe('a whole tournament', () => {
  test('scores 5,000 catches of 500 teams in well under a second', () => {
    const rules: ScoringRules = {
      species: speciesIds.map((id) => ({ fish_species_id: id, min_size_cm: 20, points_per_piece: 10, points_per_cm: 1 })),
      tie_breaks: defaultTieBreaks,
    };
    const teams = Array.from({ length: 500 }, (_, i) => ({ team_id: i + 1, category_ids: [((i % 3) + 1) as CategoryId] }));
    const catches: ScoredCatchInput[] = Array.from({ length: 5_000 }, (_, i) => ({
      id: i + 1,
      team_id: (i * 7919) % 500 + 1,
      fish_species_id: (i % 4) + 1,
      size_cm: 15 + ((i * 31) % 600) / 10,
      participant_id: i % 1500,
      caught_at: new Date(Date.UTC(2026, 11, 5, 9, 0, i)).toISOString(),
    }));
    const started = performance.now();
    const standings = computeStandings(rules, teams, catches);
    const elapsed = performance.now() - started;
    expect(standings.overall.length).toBeGreaterThanOrEqual(15);
    expect(standings.categories.map((c) => c.category_id)).toEqual([1, 2, 3]);
    expect(elapsed).toBeLessThan(250);
  });
});
