import { describe, expect, it } from 'vitest';
import { defaultTieBreaks } from '@contracts/entities/scoring';
import { computeStandings, isUnderMinimum, piecePoints, type ScoredCatchInput, type ScoringRules } from '@mocks/rules/tournament-scoring';

/** Issue 35: the scoring of a tournament day, one home (mocks/rules/tournament-scoring.ts). */

const PEJERREY = 1;
const BOGA = 2;
const DORADO = 3;
const rules: ScoringRules = {
  species: [
    { fish_species_id: PEJERREY, min_size_cm: 25, points_per_piece: 10, points_per_cm: 1 },
    { fish_species_id: BOGA, min_size_cm: 42, points_per_piece: 20, points_per_cm: 0.5 },
  ],
  tie_breaks: defaultTieBreaks,
};
let nextId = 1;
const piece = (team_id: number, fish_species_id: number, size_cm: number, time = '10:00', participant_id = team_id * 10): ScoredCatchInput => ({
  id: nextId++,
  team_id,
  fish_species_id,
  size_cm,
  participant_id,
  caught_at: `2026-12-05T${time}:00-03:00`,
});
const teams = (...ids: number[]) => ids.map((team_id) => ({ team_id, category_ids: [] as const }));

describe('a piece', () => {
  it('scores points per piece plus points per centimetre', () => {
    expect(piecePoints(rules, PEJERREY, 30)).toBe(40);
    expect(piecePoints(rules, BOGA, 45.5)).toBe(42.75);
  });

  it('scores nothing under the minimum, and the minimum itself scores', () => {
    expect(isUnderMinimum({ min_size_cm: 25 }, 24.9)).toBe(true);
    expect(isUnderMinimum({ min_size_cm: 25 }, 25)).toBe(false);
    expect(isUnderMinimum({ min_size_cm: 24.3 }, 24.3)).toBe(false);
    expect(piecePoints(rules, PEJERREY, 24.9)).toBe(0);
    expect(piecePoints(rules, PEJERREY, 25)).toBe(35);
  });

  it('scores nothing of a species the competition does not allow', () => {
    expect(piecePoints(rules, DORADO, 80)).toBe(0);
  });
});

describe('the standings', () => {
  it('ranks by points and counts species, pieces and the biggest piece of scoring catches only', () => {
    const { overall } = computeStandings(rules, teams(1, 2), [piece(1, PEJERREY, 30), piece(1, PEJERREY, 20), piece(1, DORADO, 90), piece(2, BOGA, 50)]);
    expect(overall).toEqual([
      { team_id: 2, position: 1, tied: false, points: 45, species_count: 1, pieces_count: 1, biggest_cm: 50, last_scoring_at: '2026-12-05T13:00:00.000Z' },
      { team_id: 1, position: 2, tied: false, points: 40, species_count: 1, pieces_count: 1, biggest_cm: 30, last_scoring_at: '2026-12-05T13:00:00.000Z' },
    ]);
  });

  it('leaves out a team whose every piece went back to the water', () => {
    expect(computeStandings(rules, teams(1, 2), [piece(1, PEJERREY, 24), piece(2, PEJERREY, 26)]).overall.map((s) => s.team_id)).toEqual([2]);
  });

  it('breaks a tie on points by the tie-breaks in the order the competition set', () => {
    // 80 points each: two pejerreyes each; team 2's biggest is bigger, team 1's last piece is later.
    const tied = [piece(1, PEJERREY, 30, '09:00'), piece(1, PEJERREY, 30, '11:00'), piece(2, PEJERREY, 25, '09:00'), piece(2, PEJERREY, 35, '09:30')];
    expect(computeStandings(rules, teams(1, 2), tied).overall.map((s) => [s.team_id, s.points])).toEqual([[2, 80], [1, 80]]);
    const timeFirst: ScoringRules = { ...rules, tie_breaks: ['earliest_time', 'species_count', 'pieces_count', 'biggest_piece'] };
    expect(computeStandings(timeFirst, teams(1, 2), tied).overall.map((s) => s.team_id)).toEqual([2, 1]); // 09:30 before 11:00
    const earlyOne = [piece(1, PEJERREY, 30, '09:00'), piece(1, PEJERREY, 30, '09:10'), piece(2, PEJERREY, 25, '09:00'), piece(2, PEJERREY, 35, '09:30')];
    expect(computeStandings(timeFirst, teams(1, 2), earlyOne).overall.map((s) => s.team_id)).toEqual([1, 2]); // 09:10 before 09:30
    expect(computeStandings(rules, teams(1, 2), earlyOne).overall.map((s) => s.team_id)).toEqual([2, 1]); // the biggest piece comes first
  });

  it('counts species before pieces by default', () => {
    // 90 points each: team 1 one pejerrey (30 → 40) and one boga (60 → 50); team 2 two pejerreyes (40 + 50) and one under the minimum.
    const catches = [piece(1, PEJERREY, 30), piece(1, BOGA, 60), piece(2, PEJERREY, 30), piece(2, PEJERREY, 40), piece(2, PEJERREY, 5)];
    const { overall } = computeStandings(rules, teams(1, 2), catches);
    expect(overall.map((s) => [s.team_id, s.points, s.species_count, s.pieces_count])).toEqual([[1, 90, 2, 2], [2, 90, 1, 2]]);
  });

  it('has teams equal on everything share a position, marked tied, and the next one skips it', () => {
    const catches = [piece(1, PEJERREY, 30), piece(2, PEJERREY, 30), piece(3, PEJERREY, 29)];
    expect(computeStandings(rules, teams(1, 2, 3), catches).overall.map((s) => [s.team_id, s.position, s.tied])).toEqual([
      [1, 1, true],
      [2, 1, true],
      [3, 3, false],
    ]);
  });

  it('ranks positions 1 to 15 only', () => {
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    const { overall } = computeStandings(rules, teams(...ids), ids.map((id) => piece(id, PEJERREY, 25 + id)));
    expect(overall.map((s) => s.position)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(overall[0]!.team_id).toBe(20);
  });

  it('keeps the biggest piece per species: the bigger, then the earlier', () => {
    const { biggest } = computeStandings(rules, teams(1, 2), [piece(1, PEJERREY, 31, '10:00'), piece(2, PEJERREY, 31, '09:00'), piece(2, BOGA, 24), piece(1, BOGA, 44)]);
    expect(biggest.map((b) => [b.fish_species_id, b.team_id, b.size_cm])).toEqual([
      [PEJERREY, 2, 31],
      [BOGA, 1, 44],
    ]);
  });

  it('ranks each category with its teams, a team in two categories in both', () => {
    const entries = [
      { team_id: 1, category_ids: [1, 3] as const },
      { team_id: 2, category_ids: [3] as const },
      { team_id: 3, category_ids: [] as const },
    ];
    const { categories } = computeStandings(rules, entries, [piece(1, PEJERREY, 30), piece(2, PEJERREY, 40), piece(3, PEJERREY, 50)]);
    expect(categories.map((c) => [c.category_id, c.standings.map((s) => [s.team_id, s.position])])).toEqual([
      [1, [[1, 1]]],
      [3, [[2, 1], [1, 2]]],
    ]);
  });

  it('ignores the catches of a team that is not among the competition’s teams', () => {
    expect(computeStandings(rules, teams(1), [piece(1, PEJERREY, 30), piece(9, PEJERREY, 90)]).overall.map((s) => s.team_id)).toEqual([1]);
  });
});
