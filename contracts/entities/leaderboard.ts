import { z } from 'zod';
import { argentineDateTime, id, isoDateTime, queryId } from '../core/fields';
import { standingsSchema } from './scoring';

/**
 * The public live leaderboard (issue 35, docs/decisions/0074): a competition's provisional
 * standings for anyone, signed in or not. Nothing personal beyond what the standings already
 * limit themselves to: team name, number and club, and the angler's first name and initial.
 */

/** Where the competition stands by the server's clock: counting down, on the water, or over. */
export const leaderboardPhaseSchema = z.enum(['before', 'live', 'ended']);
export type LeaderboardPhase = z.infer<typeof leaderboardPhaseSchema>;

export const leaderboardSchema = z.object({
  competition: z.object({ id, name: z.string(), edition: z.number().int(), start_date: argentineDateTime('argentineTime'), end_date: argentineDateTime('argentineTime') }),
  phase: leaderboardPhaseSchema,
  /** The server's clock when it answered: the countdown runs from it, not from the visitor's clock. */
  server_time: isoDateTime,
  /** The organisers published the official results (SPEC's result calls): these standings were provisional. */
  published: z.boolean(),
  standings: standingsSchema,
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** GET /leaderboard: the current competition unless `competition_id` names another. */
export const leaderboardQuerySchema = z.object({ competition_id: queryId.optional() });
