import type { z } from 'zod';
import type { exemptionInputSchema } from '@contracts/entities/team-competitions';
import { ruleBroken } from '../core/errors';
import { teamById } from '../db/queries';
import type { Db, TeamCompetitionRow } from '../db/schema';
import { closeOpenCardLinks, hasPendingPayments, nextTeamNumber, paymentMessages } from './registration-payment';
import { notifyTeamMembers, teamNotificationData } from './team-notifications';
import { teamCompetitionsApiMessages } from '@contracts/team-competitions-messages';

export const exemptionMessages = {
  alreadyExempt: 'El equipo ya está exento de pago',
  accepted: 'La inscripción ya fue aceptada',
  notExempt: teamCompetitionsApiMessages.notExempt,
} as const;

/** The parsed form: notes only for the reason 'other' (the contract nulls them otherwise). */
type Exemption = z.output<typeof exemptionInputSchema>;

function notifyTeam(db: Db, registration: TeamCompetitionRow, type: 'payment_exempted' | 'payment_exemption_removed', at: string) {
  const team = teamById(db, registration.team_id);
  if (!team) return;
  const competition = db.competitions.find((c) => c.id === registration.competition_id);
  notifyTeamMembers(db, team, type, teamNotificationData(db, team, competition), at);
}

/**
 * SPEC §4: exempting is allowed when the registration is neither accepted nor
 * payment_in_progress, has no pending payments and its payment status is not pending. A paid
 * registration is refused too (it already has its number; nobody is exempted after paying).
 */
export function assertExemptible(db: Db, registration: TeamCompetitionRow) {
  if (registration.is_payment_exempt) throw ruleBroken(exemptionMessages.alreadyExempt);
  if (registration.payment_status === 'paid') throw ruleBroken(paymentMessages.alreadyPaid);
  if (registration.status === 'payment_in_progress' || registration.payment_status === 'pending' || hasPendingPayments(db, registration)) {
    throw ruleBroken(paymentMessages.pending);
  }
  if (registration.status === 'accepted') throw ruleBroken(exemptionMessages.accepted);
}

/** Exempt: accepted like a paid team, with the competition's next team number; the members are told. */
export function exemptRegistration(db: Db, registration: TeamCompetitionRow, exemption: Exemption, at: string) {
  assertExemptible(db, registration);
  Object.assign(registration, {
    status: 'accepted',
    payment_status: 'exempt',
    is_payment_exempt: true,
    exemption_reason: exemption.exemption_reason,
    exemption_notes: exemption.exemption_notes,
    team_number: nextTeamNumber(db, registration.competition_id),
    updated_at: at,
  } satisfies Partial<TeamCompetitionRow>);
  closeOpenCardLinks(db, registration, at);
  notifyTeam(db, registration, 'payment_exempted', at);
}

/** SPEC §4: removing the exemption requires payment again and removes the team number. */
export function removeExemption(db: Db, registration: TeamCompetitionRow, at: string) {
  if (!registration.is_payment_exempt) throw ruleBroken(exemptionMessages.notExempt);
  Object.assign(registration, {
    status: 'registered',
    payment_status: 'unpaid',
    is_payment_exempt: false,
    exemption_reason: null,
    exemption_notes: null,
    team_number: null,
    updated_at: at,
  } satisfies Partial<TeamCompetitionRow>);
  notifyTeam(db, registration, 'payment_exemption_removed', at);
}
