import { z } from 'zod';
import { isoDateTime } from '../core/fields';
import { competitionSchema } from './competitions';

const count = z.number().int().min(0);
const amount = z.number().min(0);

/** Money of one payment method: how many payments and what the organiser gets from them. */
const moneyLineSchema = z.object({ count, amount });
export type MoneyLine = z.infer<typeof moneyLineSchema>;

/**
 * GET /competitions/overview: the organiser's home in one read (issue 21). Counting in the
 * browser would page through every list (5,000 teams in the large demo), so the server
 * answers the figures, read with the same rules as its lists.
 */
export const competitionOverviewSchema = z.object({
  /** The competition counted (the current one unless named); null when none exists yet, with every figure 0. */
  competition: competitionSchema
    .pick({ id: true, name: true, edition: true })
    .extend({ registration_start: isoDateTime, registration_end: isoDateTime, start_date: isoDateTime, end_date: isoDateTime })
    .nullable(),
  teams: z.object({
    /** Registered in the competition, whatever the registration's state: the sum of `by_state`. */
    registered: count,
    /**
     * Teams of the admins' team list not registered in the competition ('Sin inscribir'):
     * `registered + not_registered` is the list's total (issue 31).
     */
    not_registered: count,
    /**
     * The registered teams by their state (`teamStateOf`, decision 0063), the same partition
     * as the team list's 'Estado' column: every registered team is in exactly one.
     */
    by_state: z.object({
      registered: count,
      payment_in_progress: count,
      paid_awaiting_acceptance: count,
      paid: count,
      exempt: count,
      unknown: count,
    }),
    /** Registered with 3 members, a helmsman and a boat. */
    complete: count,
    /** Registration accepted (status accepted: paid or exempt, with a team number). */
    accepted: count,
    /** payment_status paid, accepted or not (by_state.paid + by_state.paid_awaiting_acceptance). */
    paid: count,
    /** payment_status exempt (by_state.exempt). */
    exempt: count,
  }),
  money: z.object({
    /** Approved payments, by method: money the organiser has. */
    received: z.object({ mercadopago: moneyLineSchema, transfer: moneyLineSchema, cash: moneyLineSchema }),
    /** Transfers and cash a team declared and no admin confirmed yet: declared, not received. */
    declared: z.object({ transfer: moneyLineSchema, cash: moneyLineSchema }),
  }),
  /** The work waiting, each as the count its list shows. */
  pending: z.object({
    /** Rows of GET /payments/transfer/pending. */
    transfers_to_confirm: count,
    /** Cash payments declared by a team, waiting for an admin to say the money arrived. */
    cash_to_confirm: count,
    /** Help requests still pending (all of them: a request belongs to no competition). */
    help_requests: count,
    /** Registered teams short of members, a helmsman or a boat (rows of GET /notifications/teams/status). */
    incomplete_teams: count,
    /**
     * Card payments the provider took back after approval (refunded or charged back, issue 34) whose team has
     * not paid again: the registration was reopened and someone should talk to the team (rows of GET /payments
     * with to_do 'card_reversal').
     */
    card_reversals: count,
    /**
     * Card charges the registration could not take (paid another way meanwhile, decision 0067) whose automatic
     * refund through the provider failed: the organisers return them by hand (rows of GET /payments with
     * to_do 'card_refund'). A later notification that refunds it clears it.
     */
    card_refunds_failed: count,
  }),
});
export type CompetitionOverview = z.infer<typeof competitionOverviewSchema>;
