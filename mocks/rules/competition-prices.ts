import type { z } from 'zod';
import type { priceFieldsSchema } from '@contracts/entities/competitions';
import { badRequest, ruleBroken } from '../core/errors';
import type { CompetitionPriceRow, Db } from '../db/schema';
import { nextId } from '../db/store';
import { storedArgentineInstant } from '@contracts/core/argentine-time';
import { formMessages } from '@contracts/messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';

type PriceFields = z.output<typeof priceFieldsSchema>;
type PriceTerms = Omit<CompetitionPriceRow, 'id' | 'competition_id' | 'created_at' | 'updated_at'>;

export const priceWindowMessage = 'El inicio del precio debe ser antes de su finalización.';

/**
 * A price is offered inside its window (SPEC §9 'the currently valid price'); a window that
 * ends before it starts would never be valid, so it is refused like the competition dates.
 */
function assertWindowInOrder(terms: Pick<PriceTerms, 'start_date' | 'end_date'>) {
  if (Date.parse(terms.start_date) > Date.parse(terms.end_date)) throw badRequest(priceWindowMessage, { start_date: priceWindowMessage });
}

/** The parsed form as stored: its days as the first day's 00:00 and the last day's 23:59:59.999 in Argentina (decision 0038), absent fee terms as no fee. */
const storedTerms = (fields: PriceFields): PriceTerms => ({
  price: fields.price,
  installment_count: fields.installment_count,
  start_date: storedArgentineInstant(fields.start_date, 'start'),
  end_date: storedArgentineInstant(fields.end_date, 'end'),
  payment_type: fields.payment_type,
  platform_fee: fields.platform_fee ?? null,
  covers_platform_fee: fields.covers_platform_fee ?? false,
});

export function addPrice(db: Db, competitionId: number, fields: PriceFields, at = new Date().toISOString()): CompetitionPriceRow {
  const terms = storedTerms(fields);
  assertWindowInOrder(terms);
  const row: CompetitionPriceRow = { id: nextId(db.competitionPrices), competition_id: competitionId, ...terms, created_at: at, updated_at: at };
  db.competitionPrices.push(row);
  return row;
}

/** Applies only the fields sent (SPEC §5 'only changed fields are sent'), checking the resulting window. */
export function updatePrice(row: CompetitionPriceRow, changes: Partial<PriceFields>) {
  const next: CompetitionPriceRow = {
    ...row,
    ...changes,
    ...(changes.start_date ? { start_date: storedArgentineInstant(changes.start_date, 'start') } : {}),
    ...(changes.end_date ? { end_date: storedArgentineInstant(changes.end_date, 'end') } : {}),
  };
  assertWindowInOrder(next);
  Object.assign(row, next, { updated_at: new Date().toISOString() });
}

/**
 * SPEC §5 'At least one price must remain'. A price that payments were made at stays too:
 * payments and payment links keep pointing at it (amounts, history).
 */
export function assertPriceRemovable(db: Db, price: CompetitionPriceRow) {
  if (db.competitionPrices.filter((p) => p.competition_id === price.competition_id).length <= 1) throw ruleBroken(formMessages.atLeastOnePrice);
  const used = db.payments.some((p) => p.price_id === price.id) || db.paymentAttempts.some((a) => a.price_id === price.id);
  if (used) throw ruleBroken(competitionsApiMessages.priceHasPayments);
}
