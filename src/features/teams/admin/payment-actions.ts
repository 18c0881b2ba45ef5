import type { TeamDetail } from '@contracts/entities/teams';

type Stats = TeamDetail['stats'];

/**
 * SPEC §4: recording a transfer or cash payment needs the registration registered, no pending
 * payments and a payment status that is not pending (nor settled: paid or exempt teams owe nothing).
 */
export const canRecordPayment = (s: Stats) =>
  s.team_competition_id !== null &&
  s.status === 'registered' &&
  !s.has_pending_payments &&
  s.payment_status !== 'pending' &&
  s.payment_status !== 'paid' &&
  s.payment_status !== 'exempt';

/**
 * SPEC §4: exempting needs a registration neither accepted nor payment_in_progress, no pending
 * payments and a payment status that is not pending; not already exempt or paid.
 */
export const canExempt = (s: Stats) =>
  s.team_competition_id !== null &&
  s.status !== null &&
  s.status !== 'accepted' &&
  s.status !== 'payment_in_progress' &&
  !s.has_pending_payments &&
  s.payment_status !== 'pending' &&
  s.payment_status !== 'paid' &&
  !s.is_payment_exempt;

/** Only an exempt team's exemption can be removed. */
export const canRemoveExemption = (s: Stats) => s.team_competition_id !== null && s.is_payment_exempt;
