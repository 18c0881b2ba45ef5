import type { Competition, competitionInputSchema } from '@contracts/entities/competitions';
import type { FormValues } from '@/lib/forms/form-values';
import { toArgentineInstant } from './day-instants';
import { emptyPriceValues, priceFormValues, type PriceFormValues } from './price-form-values';

/** A price row of the competition form; `id` names the stored price an edit row stands for. */
export type PriceRowValues = PriceFormValues & { id?: number };

/** What the competition form holds: SPEC §3's create payload, numbers null while empty; each price row keeps its stored id. */
export type CompetitionFormValues = Omit<FormValues<typeof competitionInputSchema>, 'prices'> & { prices: PriceRowValues[] };

export type CompetitionFieldValues = Omit<CompetitionFormValues, 'prices'>;

/** A new competition starts with one empty price row (at least one must remain). */
export const emptyCompetitionValues: CompetitionFormValues = {
  name: '',
  edition: null,
  description: '',
  registration_start: '',
  registration_end: '',
  start_date: '',
  end_date: '',
  prices: [emptyPriceValues],
};

/** The competition's own fields as the form holds them (and as edits are compared). */
export const competitionFieldValues = (c: Competition): CompetitionFieldValues => ({
  name: c.name,
  edition: c.edition,
  description: c.description,
  registration_start: toArgentineInstant(c.registration_start),
  registration_end: toArgentineInstant(c.registration_end),
  start_date: toArgentineInstant(c.start_date),
  end_date: toArgentineInstant(c.end_date),
});

export const competitionFormValues = (c: Competition): CompetitionFormValues => ({
  ...competitionFieldValues(c),
  prices: c.prices.map((p) => ({ ...priceFormValues(p), id: p.id })),
});
