import { conflict, ruleBroken } from '../core/errors';
import { registrationOf } from '../db/queries';
import type { CompetitionRow, Db, TeamCompetitionRow, TeamRow } from '../db/schema';
import { nextId } from '../db/store';
import { isRegistrationOpen } from './current-competition';
import { hasPendingPayments } from './registration-payment';
import { teamCompetitionsApiMessages } from '@contracts/team-competitions-messages';

export const registrationMessages = {
  noTeam: 'Primero tenés que crear un equipo',
  alreadyRegistered: teamCompetitionsApiMessages.alreadyRegistered,
  closed: teamCompetitionsApiMessages.registrationClosed,
  notFound: teamCompetitionsApiMessages.registrationNotFound,
  cannotCancel: teamCompetitionsApiMessages.cannotCancel,
} as const;

/** Registration numbers are handed out in registration order, per competition. */
const nextRegistrationNumber = (db: Db, competitionId: number) =>
  Math.max(0, ...db.teamCompetitions.filter((tc) => tc.competition_id === competitionId).map((tc) => tc.registration_number ?? 0)) + 1;

/**
 * SPEC §4: a team registers once per competition, while its registration window is open.
 * A complete team is not required (docs/decisions/0008): the checklist of SPEC §4 warns
 * about missing members, and the seed has incomplete teams registered.
 */
export function registerTeam(db: Db, team: TeamRow, competition: CompetitionRow, now: Date = new Date()): TeamCompetitionRow {
  if (registrationOf(db, team.id, competition.id)) throw conflict(registrationMessages.alreadyRegistered, 'BUSINESS_RULE');
  if (!isRegistrationOpen(competition, now)) throw ruleBroken(registrationMessages.closed);
  const at = now.toISOString();
  const row: TeamCompetitionRow = {
    id: nextId(db.teamCompetitions),
    team_id: team.id,
    competition_id: competition.id,
    status: 'registered',
    payment_status: 'unpaid',
    team_number: null,
    registration_number: nextRegistrationNumber(db, competition.id),
    is_payment_exempt: false,
    exemption_reason: null,
    exemption_notes: null,
    created_at: at,
    updated_at: at,
  };
  db.teamCompetitions.push(row);
  return row;
}

/**
 * A team leaves a competition it has not paid for: nothing paid, exempted, accepted or
 * waiting for confirmation. Its failed payments and unused payment links go with it (they
 * would point at a registration that no longer exists).
 */
export function cancelRegistration(db: Db, registration: TeamCompetitionRow) {
  const settled = registration.status !== 'registered' || registration.payment_status !== 'unpaid';
  if (settled || hasPendingPayments(db, registration)) throw ruleBroken(registrationMessages.cannotCancel);
  const paymentIds = new Set(db.payments.filter((p) => p.team_competition_id === registration.id).map((p) => p.id));
  db.payments = db.payments.filter((p) => !paymentIds.has(p.id));
  db.transferPayments = db.transferPayments.filter((t) => !paymentIds.has(t.payment_id));
  db.cashPayments = db.cashPayments.filter((c) => !paymentIds.has(c.payment_id));
  db.paymentAttempts = db.paymentAttempts.filter((a) => a.team_competition_id !== registration.id);
  db.teamCompetitions = db.teamCompetitions.filter((tc) => tc.id !== registration.id);
}
