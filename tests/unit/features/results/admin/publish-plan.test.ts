import { describe, expect, it } from 'vitest';
import type { CompetitionResults } from '@contracts/entities/results';
import { positionsProblem, publishPlan, type Proposal } from '@/features/results/admin/computed-results';

/** Issue 35: what publishing the computed results sends, given what is already published. */
const team = (id: number) => ({ id, name: `Equipo ${id}`, team_number: id, institution_name: 'Barra' });
const accepted = (id: number) => ({ ...team(id), institution_name: 'Barra', members: [] });
const proposal: Proposal = {
  overall: [
    { team: team(1), position: 1, tied: false, points: 90, species_count: 2, pieces_count: 3 },
    { team: team(2), position: 2, tied: true, points: 50, species_count: 1, pieces_count: 1 },
  ],
  biggest: [{ species: { id: 7, name: 'Dorado' }, team: team(1), angler: 'Ana P.', participant_id: 11, size_cm: 62.5, points: 165 }],
  categories: [{ category: { id: 2, name: 'Dama' }, team: team(1), tied: false, points: 90, species_count: 2, pieces_count: 3 }],
};
const none: CompetitionResults = { overall_results: [], biggest_fish_results: [], category_results: [] };

describe('publishing computed results', () => {
  it('sends every row when nothing is published yet', () => {
    const plan = publishPlan(3, proposal, none);
    expect(plan.conflicts).toEqual([]);
    expect(plan.calls.map((c) => c.table)).toEqual(['general', 'general', 'pieza-mayor', 'categorias']);
    expect(plan.calls[2]!.body).toMatchObject({ competition_id: 3, team_id: 1, participant_id: 11, fish_species_id: 7, size_cm: 62.5 });
  });

  it('skips what is already published as proposed: a second press sends nothing', () => {
    const existing: CompetitionResults = {
      overall_results: [
        { id: 1, final_position: 1, total_points: 90, species_count: 2, pieces_count: 3, team: accepted(1) },
        { id: 2, final_position: 2, total_points: 50, species_count: 1, pieces_count: 1, team: accepted(2) },
      ],
      biggest_fish_results: [{ id: 1, species: { id: 7, name: 'Dorado' } as never, team: accepted(1), participant: { id: 11, first_name: 'Ana', last_name: 'Pérez' }, size_cm: 62.5, points: 165 }],
      category_results: [{ id: 1, category: { id: 2, name: 'Dama' } as never, team: accepted(1), points: 90, species_count: 2, pieces_count: 3 }],
    };
    const plan = publishPlan(3, proposal, existing);
    expect(plan).toEqual({ calls: [], alreadyPublished: 4, conflicts: [] });
  });

  it('stops on a place taken by something else, naming it', () => {
    const existing: CompetitionResults = { ...none, overall_results: [{ id: 1, final_position: 1, total_points: 10, species_count: 1, pieces_count: 1, team: accepted(9) }] };
    expect(publishPlan(3, proposal, existing).conflicts).toEqual(['El puesto 1 ya es de Equipo 9.']);
  });

  it('wants each position from 1 to 15 once', () => {
    expect(positionsProblem([1, 2, 3])).toBeNull();
    expect(positionsProblem([1, 1])).toMatch(/mismo puesto/);
    expect(positionsProblem([1, 16])).toMatch(/del 1 al 15/);
    expect(positionsProblem([1, null])).toMatch(/del 1 al 15/);
  });
});
