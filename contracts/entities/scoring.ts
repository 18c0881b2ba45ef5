import { z } from 'zod';
import { id, isoDateTime, numberField, requiredId } from '../core/fields';
import { limits } from '../core/limits';
import { scoringMessages } from '../scoring-messages';

/**
 * Tournament day (issue 35): how a competition scores its catches. For each species allowed,
 * the minimum size (a smaller piece goes back to the water and does not score), the points per
 * piece and per centimetre; and the tie-breaks in order. Read by everyone who takes part (the
 * captains see it on Competencia before the day), written by the organisers.
 */

/** The tie-breaks of issue 35, each once, in the order the competition applies them. */
export const tieBreakSchema = z.enum(['species_count', 'pieces_count', 'biggest_piece', 'earliest_time']);
export type TieBreak = z.infer<typeof tieBreakSchema>;
/** The order a competition without its own set-up applies (and the order issue 35 names them). */
export const defaultTieBreaks: readonly TieBreak[] = ['species_count', 'pieces_count', 'biggest_piece', 'earliest_time'];

/** Sizes are measured to the millimetre: one decimal of a centimetre at most. */
export const isTenth = (value: number) => Math.abs(Math.round(value * 10) - value * 10) < 1e-9;

/** A size in cm as a form sends it (the es-AR field turns '24,5' and '24.5' into 24.5). */
export const sizeCmField = (requiredMessage?: string) =>
  numberField({ min: 0, max: limits.sizeCm }, requiredMessage).refine(isTenth, scoringMessages.sizeOneDecimal);

const scoringSpeciesFields = {
  fish_species_id: requiredId(),
  min_size_cm: sizeCmField(),
  points_per_piece: numberField({ min: 0, max: limits.points }),
  points_per_cm: numberField({ min: 0, max: limits.points }),
};

/** One species of the set-up, as read: with the species' name. */
export const scoringSpeciesSchema = z.object({
  fish_species_id: id,
  species_name: z.string(),
  min_size_cm: z.number(),
  points_per_piece: z.number(),
  points_per_cm: z.number(),
});
export type ScoringSpecies = z.infer<typeof scoringSpeciesSchema>;

/** GET /competitions/{id}/scoring. `updated_at` null: nobody set it up yet (no species, default tie-breaks). */
export const scoringSchema = z.object({
  competition_id: id,
  species: z.array(scoringSpeciesSchema),
  tie_breaks: z.array(tieBreakSchema),
  updated_at: isoDateTime.nullable(),
});
export type Scoring = z.infer<typeof scoringSchema>;

/** PUT /competitions/{id}/scoring: the whole set-up (species once each; every tie-break once, in order). */
export const scoringInputSchema = z.object({
  species: z
    .array(z.object(scoringSpeciesFields))
    .max(limits.species)
    .superRefine((rows, ctx) => {
      const seen = new Set<number>();
      rows.forEach((row, index) => {
        if (seen.has(row.fish_species_id)) ctx.addIssue({ code: 'custom', path: [index, 'fish_species_id'], message: scoringMessages.speciesTwice });
        seen.add(row.fish_species_id);
      });
    }),
  tie_breaks: z
    .array(tieBreakSchema)
    .refine((order) => order.length === tieBreakSchema.options.length && new Set(order).size === order.length, scoringMessages.tieBreaksOnce),
});
export type ScoringInput = z.input<typeof scoringInputSchema>;

// ---- Standings computed from the accepted catches (mocks/rules/tournament-scoring.ts) ----

/** A team as the standings name it: nothing personal (the public leaderboard of the next slice shows the same). */
export const standingTeamSchema = z.object({ id, name: z.string(), team_number: z.number().int().nullable(), institution_name: z.string().nullable() });

export const standingRowSchema = z.object({
  position: z.number().int().positive(),
  /** Equal on points and every tie-break to another team: the organiser decides before publishing. */
  tied: z.boolean(),
  team: standingTeamSchema,
  points: z.number(),
  species_count: z.number().int(),
  pieces_count: z.number().int(),
  biggest_cm: z.number(),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const standingsSchema = z.object({
  competition_id: id,
  /** Positions 1 to 15 (more rows only when teams tie on the 15th). */
  overall: z.array(standingRowSchema),
  biggest: z.array(
    z.object({
      species: z.object({ id, name: z.string() }),
      team: standingTeamSchema,
      /** First name and the initial of the last name ('Ramiro L.'). */
      angler: z.string(),
      size_cm: z.number(),
      points: z.number(),
      caught_at: isoDateTime,
    }),
  ),
  categories: z.array(z.object({ category: z.object({ id: z.number().int(), name: z.string() }), standings: z.array(standingRowSchema) })),
  /** The catches the jury accepted (the only ones that score) and those still waiting for it. */
  accepted_catches: z.number().int(),
  pending_catches: z.number().int(),
});
export type Standings = z.infer<typeof standingsSchema>;
