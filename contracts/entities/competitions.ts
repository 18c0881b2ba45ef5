import { z } from 'zod';
import { storedArgentineInstant } from '../core/argentine-time';
import { limits } from '../core/limits';
import { argentineDateTime, id, isoDateTime, numberField, requiredDateTime, requiredId, requiredText } from '../core/fields';
import { validationMessages as m } from '../core/messages';
import {
  categoryIdSchema,
  paymentTypeSchema,
  teamCompetitionStatusSchema,
  teamPaymentStatusSchema,
} from '../enums';
import { formMessages } from '../messages';

/**
 * SPEC §3 competition price: one payment type, a validity window and the platform fee terms.
 * The window is whole Argentine days: from 00:00 of its first day to 23:59:59.999 of its last
 * (decision 0038).
 */
export const priceSchema = z.object({
  id,
  price: z.number(),
  installment_count: z.number().int(),
  start_date: argentineDateTime('periodStart'),
  end_date: argentineDateTime('periodEnd'),
  payment_type: paymentTypeSchema,
  /** Percent; null when the payment type carries no fee. */
  platform_fee: z.number().nullable(),
  /** True: the fee is included in the price; false: it is added on top (SPEC §9). */
  covers_platform_fee: z.boolean(),
  competition_id: id,
});
export type Price = z.infer<typeof priceSchema>;

/**
 * SPEC §3 competition with its prices and registration figures. Registration is whole
 * Argentine days; the competition's start and end keep their time of day (decision 0038).
 */
export const competitionSchema = z.object({
  id,
  name: z.string(),
  edition: z.number().int(),
  description: z.string(),
  registration_start: argentineDateTime('periodStart'),
  registration_end: argentineDateTime('periodEnd'),
  start_date: argentineDateTime('argentineTime'),
  end_date: argentineDateTime('argentineTime'),
  prices: z.array(priceSchema),
  total_teams: z.number().int(),
  registered_teams: z.number().int(),
  accepted_teams: z.number().int(),
  total_paid_amount: z.number(),
});
export type Competition = z.infer<typeof competitionSchema>;

/** A competition the caller's team is registered in: adds the registration's state. */
export const registeredCompetitionSchema = competitionSchema.extend({
  status: teamCompetitionStatusSchema,
  payment_status: teamPaymentStatusSchema,
  team_number: z.number().int().nullable(),
  /**
   * The registration's number in the competition, the reference the payer writes in a
   * transfer's concept (issue 10). Not in SPEC §3's list for this read; admins see it in
   * their lists, and the payer needs it too.
   */
  registration_number: z.number().int().nullable(),
  /**
   * The approved payment that settled the registration: what the payer paid (the price plus a
   * fee added on top, if any), by which method, and when it was approved. Null unless
   * payment_status is 'paid' (an exempt team paid nothing). Not in SPEC §3's list: a paid team
   * reads what it paid instead of the prices (issue 21).
   */
  settled_payment: z
    .object({ payment_type: paymentTypeSchema, amount: z.number(), approved_at: isoDateTime })
    .nullable(),
  /**
   * The payment the team declared and an organiser has not confirmed yet (a transfer or cash
   * declared by the owner, a card payment the provider holds in process): what was declared,
   * by whom and when, so the payer can check it while waiting (issue 31). Null unless
   * payment_status is 'pending'. Not in SPEC §3's list, like settled_payment.
   */
  declared_payment: z
    .object({
      payment_type: paymentTypeSchema,
      /** What the payer said they sent (a transfer, cash) or the provider holds (a card). */
      amount: z.number(),
      declared_at: isoDateTime,
      /** Who sent the transfer or hands over the cash; null for a card payment. */
      payer_name: z.string().nullable(),
      /** The sender's CUIT (transfer) or the payer's DNI (cash); null for a card payment. */
      payer_document: z.string().nullable(),
    })
    .nullable(),
});
export type RegisteredCompetition = z.infer<typeof registeredCompetitionSchema>;

/** GET /competitions for primary and invited users. */
export const memberCompetitionsSchema = z.object({
  availableCompetitions: z.array(competitionSchema),
  registeredCompetitions: z.array(registeredCompetitionSchema),
});
export type MemberCompetitions = z.infer<typeof memberCompetitionsSchema>;

/** Catalogues (SPEC §3): team categories and fish species. */
export const categorySchema = z.object({ id: categoryIdSchema, name: z.string() });
export type CategoryEntry = z.infer<typeof categorySchema>;
export const fishSpeciesSchema = z.object({ id, name: z.string() });
export type FishSpecies = z.infer<typeof fishSpeciesSchema>;

/** Payer's view of a transfer price: amount and where to send it (SPEC §3), with the account's holder. */
export const priceTransferDetailsSchema = z.object({
  price: z.number(),
  price_id: id,
  transfer_alias: z.string(),
  cvu_cbu: z.string(),
  bank_name: z.string(),
  /** Whose account it is: people check the holder's name before sending money (issue 31). */
  account_holder: z.string(),
});
export type PriceTransferDetails = z.infer<typeof priceTransferDetailsSchema>;

// ---- Forms ----

/** SPEC §5 Price form: price and installments min 1, dates and payment type required; fee optional. */
export const priceFieldsSchema = z.object({
  price: numberField({ min: 1, max: limits.price }),
  installment_count: numberField({ min: 1, max: limits.installments, int: true }),
  start_date: requiredDateTime('start'),
  end_date: requiredDateTime('end'),
  payment_type: z.enum(paymentTypeSchema.options, { errorMap: () => ({ message: m.required }) }),
  platform_fee: numberField({ min: 0, max: 100 }).nullable().optional(),
  covers_platform_fee: z.boolean().optional(),
});
export type PriceFields = z.input<typeof priceFieldsSchema>;

/** POST /competition_prices: a price for an existing competition. */
export const priceCreateSchema = priceFieldsSchema.extend({ competition_id: requiredId() });
/** PATCH /competition_prices/{id}: only the changed fields (`formMessages.priceNoChanges` when none). */
export const pricePatchSchema = priceFieldsSchema.partial();

/** SPEC §5 Competition: name 3-100, edition min 1, description 3-1000, all dates required. */
export const competitionFieldsSchema = z.object({
  name: requiredText(3, 100),
  edition: numberField({ min: 1, max: limits.edition, int: true }),
  description: requiredText(3, 1000),
  registration_start: requiredDateTime('start'),
  registration_end: requiredDateTime('end'),
  start_date: requiredDateTime('start'),
  end_date: requiredDateTime('end'),
});

type CompetitionDates = Partial<Record<'registration_start' | 'registration_end' | 'start_date' | 'end_date', string>>;

/**
 * SPEC §5's three date-order rules, each reported on the field the message names. Dates
 * absent from an edit are not compared here (the server compares with the stored ones).
 */
export function checkCompetitionDates(v: CompetitionDates, ctx: z.RefinementCtx) {
  // Compared as stored: a bare day is its Argentine start or end, by the field (decision 0038).
  const at = (key: keyof CompetitionDates) => {
    const value = v[key];
    return value === undefined ? undefined : Date.parse(storedArgentineInstant(value, key === 'registration_end' || key === 'end_date' ? 'end' : 'start'));
  };
  const after = (a: keyof CompetitionDates, b: keyof CompetitionDates) => {
    const [first, second] = [at(a), at(b)];
    return first !== undefined && second !== undefined && first > second;
  };
  if (after('registration_end', 'start_date'))
    ctx.addIssue({ code: 'custom', path: ['registration_end'], message: formMessages.registrationEndBeforeStart });
  if (after('registration_start', 'registration_end'))
    ctx.addIssue({ code: 'custom', path: ['registration_start'], message: formMessages.registrationStartBeforeEnd });
  if (after('start_date', 'end_date'))
    ctx.addIssue({ code: 'custom', path: ['start_date'], message: formMessages.competitionStartBeforeEnd });
}

/** POST /competitions: the competition and at least one price. */
export const competitionInputSchema = competitionFieldsSchema
  .extend({ prices: z.array(priceFieldsSchema).min(1, formMessages.atLeastOnePrice).max(limits.prices, m.maxItems(limits.prices)) })
  .superRefine(checkCompetitionDates);
export type CompetitionInput = z.input<typeof competitionInputSchema>;

/** PATCH /competitions/{id}: only the changed fields; prices are edited through /competition_prices. */
export const competitionPatchSchema = competitionFieldsSchema.partial().superRefine(checkCompetitionDates);
export type CompetitionPatch = z.input<typeof competitionPatchSchema>;
