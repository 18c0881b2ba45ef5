import { z } from 'zod';
import { storedArgentineInstant, type PeriodEdge } from '@contracts/core/argentine-time';
import { checkCompetitionDates } from '@contracts/entities/competitions';
import { badRequest } from '../core/errors';
import type { CompetitionRow } from '../db/schema';

type CompetitionDates = Pick<CompetitionRow, 'registration_start' | 'registration_end' | 'start_date' | 'end_date'>;

/** Which end of its day a bare date sent for each field stands for (decision 0038). */
const dateEdges: Record<keyof CompetitionDates, PeriodEdge> = {
  registration_start: 'start',
  registration_end: 'end',
  start_date: 'start',
  end_date: 'end',
};

/**
 * The competition fields with whichever of its four dates are present as stored: instants
 * with the Argentine offset, a bare day being that Argentine day's start or end.
 */
export function withStoredDates<T extends Partial<CompetitionDates>>(fields: T): T {
  const keys = Object.keys(dateEdges) as (keyof CompetitionDates)[];
  const dates = keys.filter((k) => fields[k] !== undefined).map((k) => [k, storedArgentineInstant(fields[k]!, dateEdges[k])]);
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
