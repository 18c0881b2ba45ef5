import { z } from 'zod';
import { documentAs } from '../core/wire';
import { id, instantInput, isoDateTime, queryId, requiredId } from '../core/fields';
import { limits } from '../core/limits';
import { text } from '../core/text';
import { catchesMessages } from '../catches-messages';
import { sizeCmField } from './scoring';

/**
 * Tournament day (issue 35): a piece a judge logged for a team, and what the jury decided on it.
 * Only accepted catches score (mocks/rules/tournament-scoring.ts); every change after the log
 * is kept in its history (who, when, what changed).
 */

export const catchStatusSchema = z.enum(['pending', 'accepted', 'rejected']);
export type CatchStatus = z.infer<typeof catchStatusSchema>;

/** The fields a correction may change, as the history names them. */
export const catchFieldSchema = z.enum(['fish_species_id', 'size_cm', 'participant_id', 'caught_at', 'status']);
export type CatchField = z.infer<typeof catchFieldSchema>;

/** One change of the history: the values before and after (ids and sizes as numbers, times and states as text). */
export const catchChangeSchema = z.object({
  field: catchFieldSchema,
  from: z.union([z.number(), z.string()]).nullable(),
  to: z.union([z.number(), z.string()]).nullable(),
});
export type CatchChange = z.infer<typeof catchChangeSchema>;

export const catchHistoryEntrySchema = z.object({
  at: isoDateTime,
  by_user_id: id,
  by_username: z.string(),
  /** The jury's reason (a rejection, a correction); null on an acceptance. */
  reason: z.string().nullable(),
  changes: z.array(catchChangeSchema),
});
export type CatchHistoryEntry = z.infer<typeof catchHistoryEntrySchema>;

export const catchSchema = z.object({
  id,
  competition_id: id,
  team: z.object({ id, name: z.string(), team_number: z.number().int().nullable() }),
  species: z.object({ id, name: z.string() }),
  size_cm: z.number(),
  participant: z.object({ id, first_name: z.string(), last_name: z.string() }),
  caught_at: isoDateTime,
  photo_ref: z.string().nullable(),
  status: catchStatusSchema,
  rejection_reason: z.string().nullable(),
  logged_by_username: z.string(),
  logged_at: isoDateTime,
  history: z.array(catchHistoryEntrySchema),
});
export type Catch = z.infer<typeof catchSchema>;

/** What a judge logs. `size_cm` comes from the es-AR decimal field ('24,5' and '24.5' are 24,5). */
export const catchInputSchema = z.object({
  competition_id: requiredId(),
  team_id: requiredId(),
  fish_species_id: requiredId(),
  size_cm: sizeCmField(),
  participant_id: requiredId(),
  caught_at: instantInput(),
  photo_ref: documentAs(text({ min: 1, max: limits.photoRef }).nullable().optional(), {
    description: 'Referencia a la foto ya subida (una URL o una clave de almacenamiento), no la foto.',
  }),
});
export type CatchInput = z.input<typeof catchInputSchema>;

const reason = text({ min: 3, max: limits.reason, required: catchesMessages.reasonRequired });

/** The jury's rejection: the reason the team reads on its bell. */
export const catchRejectionSchema = z.object({ reason });
export type CatchRejection = z.input<typeof catchRejectionSchema>;

/** The jury's correction: only the fields that change, and why. */
export const catchCorrectionSchema = z.object({
  fish_species_id: requiredId().optional(),
  size_cm: sizeCmField().optional(),
  participant_id: requiredId().optional(),
  caught_at: instantInput().optional(),
  reason,
});
export type CatchCorrection = z.input<typeof catchCorrectionSchema>;

/** GET /catches: a competition's catches, optionally in one state (the jury's queue: `pending`). */
export const catchesQuerySchema = z.object({ competition_id: queryId, status: catchStatusSchema.optional() });
