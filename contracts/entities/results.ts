import { z } from 'zod';
import { id, numberField, requiredId } from '../core/fields';
import { limits } from '../core/limits';
import { categoryIdSchema } from '../enums';
import { formMessages } from '../messages';
import { categorySchema, fishSpeciesSchema } from './competitions';
import { acceptedTeamSchema } from './teams';

/** SPEC §9: overall results hold positions 1 to 15. */
export const MAX_OVERALL_POSITION = 15;

/** SPEC §3 overall result. */
export const overallResultSchema = z.object({
  id,
  final_position: z.number().int(),
  total_points: z.number(),
  species_count: z.number().int(),
  pieces_count: z.number().int(),
  team: acceptedTeamSchema,
});
export type OverallResult = z.infer<typeof overallResultSchema>;

/** SPEC §3 biggest fish result: one per species. */
export const biggestFishResultSchema = z.object({
  id,
  species: fishSpeciesSchema,
  team: acceptedTeamSchema,
  /** The member who caught it. */
  participant: z.object({ id, first_name: z.string(), last_name: z.string() }),
  size_cm: z.number(),
  points: z.number(),
});
export type BiggestFishResult = z.infer<typeof biggestFishResultSchema>;

/** SPEC §3 category result. */
export const categoryResultSchema = z.object({
  id,
  category: categorySchema,
  team: acceptedTeamSchema,
  points: z.number(),
  species_count: z.number().int(),
  pieces_count: z.number().int(),
});
export type CategoryResult = z.infer<typeof categoryResultSchema>;

/** GET /competitions/{id}/results: the three tables. */
export const competitionResultsSchema = z.object({
  overall_results: z.array(overallResultSchema),
  category_results: z.array(categoryResultSchema),
  biggest_fish_results: z.array(biggestFishResultSchema),
});
export type CompetitionResults = z.infer<typeof competitionResultsSchema>;

// ---- Forms (SPEC §5 result modals: numbers min 0, size_cm decimal) ----

const count = numberField({ min: 0, max: limits.count, int: true });
const points = numberField({ min: 0, max: limits.points });

export const overallResultInputSchema = z.object({
  competition_id: requiredId(),
  team_id: requiredId(formMessages.overallResultRequired),
  final_position: numberField({ min: 1, max: MAX_OVERALL_POSITION, int: true }, formMessages.overallResultRequired),
  total_points: points,
  total_species: count,
  total_pieces: count,
});
export type OverallResultInput = z.input<typeof overallResultInputSchema>;

export const biggestFishResultInputSchema = z.object({
  competition_id: requiredId(),
  team_id: requiredId(formMessages.biggestFishRequired),
  participant_id: requiredId(formMessages.biggestFishRequired),
  fish_species_id: requiredId(formMessages.biggestFishRequired),
  size_cm: numberField({ min: 0, max: limits.sizeCm }),
  points,
});
export type BiggestFishResultInput = z.input<typeof biggestFishResultInputSchema>;

export const categoryResultInputSchema = z.object({
  competition_id: requiredId(),
  team_id: requiredId(formMessages.categoryResultRequired),
  category_id: z.union(categoryIdSchema.options, { errorMap: () => ({ message: formMessages.categoryResultRequired }) }),
  points,
  species_count: count,
  pieces_count: count,
});
export type CategoryResultInput = z.input<typeof categoryResultInputSchema>;
