import { z } from 'zod';
import { idParam, queryId } from './core/fields';
import { paymentTypeSchema } from './enums';

/** Path parameters, named exactly as endpoints.txt spells them. */
export const idParams = z.object({ id: idParam });
export const userIdParams = z.object({ userId: idParam });
export const teamIdParams = z.object({ teamId: idParam });
export const competitionIdParams = z.object({ competitionId: idParam });
export const competitionAndPriceParams = z.object({ competitionId: idParam, priceId: idParam });

/** `?competition_id=` (optional: the server falls back to the current competition). */
export const competitionQuery = z.object({ competition_id: queryId.optional() });
/** `?competition_id=` that the call cannot do without. */
export const requiredCompetitionQuery = z.object({ competition_id: queryId });
/** `?payment_type=` of the prices of a competition. */
export const paymentTypeQuery = z.object({ payment_type: paymentTypeSchema.optional() });
