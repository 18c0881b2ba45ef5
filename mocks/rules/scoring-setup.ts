import { defaultTieBreaks, type Scoring, type ScoringInput, type Standings } from '@contracts/entities/scoring';
import type { z } from 'zod';
import type { scoringInputSchema } from '@contracts/entities/scoring';
import { scoringMessages } from '@contracts/scoring-messages';
import { notFound, ruleBroken } from '../core/errors';
import type { Db, ScoringRow } from '../db/schema';
import { nextId } from '../db/store';
import { teamById, userById } from '../db/queries';
import { computeStandings, isUnderMinimum, ruleOf, type ScoringRules, type TeamStanding } from './tournament-scoring';

/** A competition's scoring set-up (issue 35): stored once per competition, read with the species' names. */

export const scoringRowOf = (db: Db, competitionId: number): ScoringRow | undefined => db.scorings.find((s) => s.competition_id === competitionId);

/** The rules the scoring applies; a competition nobody set up allows no species yet. */
export function scoringRulesOf(db: Db, competitionId: number): ScoringRules {
  const row = scoringRowOf(db, competitionId);
  return { species: row?.species ?? [], tie_breaks: row?.tie_breaks ?? [...defaultTieBreaks] };
}

const speciesName = (db: Db, speciesId: number) => db.fishSpecies.find((s) => s.id === speciesId)?.name ?? '';

export function toScoring(db: Db, competitionId: number): Scoring {
  const row = scoringRowOf(db, competitionId);
  const rules = scoringRulesOf(db, competitionId);
  return {
    competition_id: competitionId,
    species: rules.species.map((s) => ({ ...s, species_name: speciesName(db, s.fish_species_id) })),
    tie_breaks: [...rules.tie_breaks],
    updated_at: row?.updated_at ?? null,
  };
}

/** Replaces the set-up; every species must exist. */
export function saveScoring(db: Db, competitionId: number, input: z.output<typeof scoringInputSchema> & ScoringInput, by: number, at: string) {
  if (input.species.some((s) => !db.fishSpecies.some((f) => f.id === s.fish_species_id))) throw notFound(scoringMessages.unknownSpecies);
  const values = { species: input.species.map((s) => ({ ...s })), tie_breaks: [...input.tie_breaks], updated_at: at, updated_by: by };
  const row = scoringRowOf(db, competitionId);
  if (row) Object.assign(row, values);
  else db.scorings.push({ id: nextId(db.scorings), competition_id: competitionId, ...values });
}

/**
 * What a catch must keep under the competition's set-up: its species allowed and at least the
 * minimum size — a smaller piece goes back to the water, refused at once in the rule's words.
 */
export function assertPieceScores(db: Db, competitionId: number, speciesId: number, sizeCm: number) {
  if (!db.fishSpecies.some((f) => f.id === speciesId)) throw notFound(scoringMessages.unknownSpecies);
  const rule = ruleOf(scoringRulesOf(db, competitionId), speciesId);
  if (!rule) throw ruleBroken(scoringMessages.speciesNotAllowed);
  if (isUnderMinimum(rule, sizeCm)) throw ruleBroken(scoringMessages.underMinimum(speciesName(db, speciesId), sizeCm, rule.min_size_cm));
}

/** The provisional standings of a competition from its accepted catches (issue 35). */
export function standingsOf(db: Db, competitionId: number): Standings {
  const accepted = db.teamCompetitions.filter((r) => r.competition_id === competitionId && r.status === 'accepted');
  const teams = accepted.flatMap((r) => {
    const team = teamById(db, r.team_id);
    return team ? [{ team_id: team.id, category_ids: team.category_ids }] : [];
  });
  const catches = db.catches.filter((c) => c.competition_id === competitionId);
  const scored = computeStandings(
    scoringRulesOf(db, competitionId),
    teams,
    catches.filter((c) => c.status === 'accepted'),
  );
  const numbers = new Map(accepted.map((r) => [r.team_id, r.team_number]));
  const teamOf = (teamId: number) => {
    const team = teamById(db, teamId);
    return {
      id: teamId,
      name: team?.name ?? '',
      team_number: numbers.get(teamId) ?? null,
      institution_name: (team && db.institutions.find((i) => i.id === team.institution_id)?.name) ?? null,
    };
  };
  const row = (s: TeamStanding) => ({
    position: s.position,
    tied: s.tied,
    team: teamOf(s.team_id),
    points: s.points,
    species_count: s.species_count,
    pieces_count: s.pieces_count,
    biggest_cm: s.biggest_cm,
  });
  const angler = (userId: number) => {
    const info = userById(db, userId)?.personal_info;
    return info ? `${info.first_name} ${info.last_name.trim().charAt(0)}.` : '';
  };
  return {
    competition_id: competitionId,
    overall: scored.overall.map(row),
    biggest: scored.biggest.map((b) => ({
      species: { id: b.fish_species_id, name: speciesName(db, b.fish_species_id) },
      team: teamOf(b.team_id),
      angler: angler(b.participant_id),
      size_cm: b.size_cm,
      points: b.points,
      caught_at: b.caught_at,
    })),
    categories: scored.categories.map((c) => ({
      category: db.categories.find((k) => k.id === c.category_id) ?? { id: c.category_id, name: '' },
      standings: c.standings.map(row),
    })),
    accepted_catches: catches.filter((c) => c.status === 'accepted').length,
    pending_catches: catches.filter((c) => c.status === 'pending').length,
  };
}
