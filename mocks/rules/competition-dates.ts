import { z } from 'zod';
import { checkCompetitionDates } from '@contracts/entities/competitions';
import { badRequest } from '../core/errors';
import type { CompetitionRow } from '../db/schema';

type CompetitionDates = Pick<CompetitionRow, 'registration_start' | 'registration_end' | 'start_date' | 'end_date'>;

/** The forms may send a bare date ('2026-03-10'); rows and responses hold full ISO instants. */
export const isoInstant = (dateOrDateTime: string) => new Date(dateOrDateTime).toISOString();

const dateKeys = ['registration_start', 'registration_end', 'start_date', 'end_date'] as const;

/** The competition fields with whichever of its four dates are present turned into ISO instants. */
export function withIsoDates<T extends Partial<CompetitionDates>>(fields: T): T {
  const dates = dateKeys.filter((k) => fields[k] !== undefined).map((k) => [k, isoInstant(fields[k]!)]);
  return { ...fields, ...Object.fromEntries(dates) };
}

const datesInOrder = z
  .object({ registration_start: z.string(), registration_end: z.string(), start_date: z.string(), end_date: z.string() })
  .superRefine(checkCompetitionDates);

/**
 * SPEC §5's date-order rules on the dates a competition ends up with. An edit sends only the
 * changed dates, which the contract cannot compare with the stored ones, so the server checks
 * the merged result (400 with the rule's message on its field, like the contract would).
 */
export function assertCompetitionDatesInOrder(dates: CompetitionDates) {
  const checked = datesInOrder.safeParse(dates);
  if (checked.success) return;
  const fields = Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
  throw badRequest(checked.error.issues[0]!.message, fields);
}
