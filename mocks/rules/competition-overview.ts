import type { CompetitionOverview, MoneyLine } from '@contracts/entities/competition-overview';
import type { CompetitionRow, Db, PaymentRow, TeamCompetitionRow, TeamMemberRow } from '../db/schema';
import type { PaymentToDo } from '@contracts/enums';
import { cashToConfirm, paymentsIn, transfersToConfirm } from './payments-waiting';
import { paymentToDo } from './payment-to-do';
import { isTeamIncomplete, statusFromFacts } from './team-status';
import { registeredTeamStates, teamStateOf, type RegisteredTeamState } from '@contracts/entities/team-state';

const sum = (payments: readonly PaymentRow[]): MoneyLine => ({ count: payments.length, amount: payments.reduce((total, p) => total + p.amount, 0) });
const ofType = (payments: readonly PaymentRow[], type: PaymentRow['payment_type']) => payments.filter((p) => p.payment_type === type);

/** Registrations by their state (decision 0063): the partition the team list's 'Estado' column shows. */
function byState(registrations: readonly TeamCompetitionRow[]): Record<RegisteredTeamState, number> {
  const counts = Object.fromEntries(registeredTeamStates.map((state) => [state, 0])) as Record<RegisteredTeamState, number>;
  for (const registration of registrations) counts[teamStateOf(registration)] += 1;
  return counts;
}

/** The payments waiting in 'Para hacer', by what they wait for (paymentToDo, the payments list's filter too). */
function paymentsToDo(registrations: readonly TeamCompetitionRow[], payments: readonly PaymentRow[]): Record<PaymentToDo, number> {
  const byId = new Map(registrations.map((r) => [r.id, r]));
  const counts: Record<PaymentToDo, number> = { card_reversal: 0, card_refund: 0 };
  for (const payment of payments) {
    const registration = byId.get(payment.team_competition_id);
    const toDo = registration ? paymentToDo(payment, registration) : null;
    if (toDo) counts[toDo] += 1;
  }
  return counts;
}

/**
 * GET /competitions/overview. Every figure comes from the reading its list uses (team
 * status, the payments waiting, pending help requests); members and boats are grouped once,
 * so the large demo's 5,000 teams are counted in one pass instead of 5,000 scans.
 */
export function competitionOverview(db: Db, competition: CompetitionRow | undefined): CompetitionOverview {
  const registrations = competition ? db.teamCompetitions.filter((tc) => tc.competition_id === competition.id) : [];
  const membersByTeam = new Map<number, TeamMemberRow[]>();
  for (const m of db.teamMembers) {
    const members = membersByTeam.get(m.team_id);
    if (members) members.push(m);
    else membersByTeam.set(m.team_id, [m]);
  }
  const teamsWithBoat = new Set(db.boats.map((b) => b.team_id));
  const statuses = registrations.map((registration) =>
    statusFromFacts({ members: membersByTeam.get(registration.team_id) ?? [], hasBoat: teamsWithBoat.has(registration.team_id), registration }),
  );
  const incomplete = statuses.filter(isTeamIncomplete).length;

  const payments = competition ? paymentsIn(db, competition.id) : [];
  const approved = payments.filter((p) => p.status === 'approved');
  const declaredTransfers = transfersToConfirm(db, payments);
  const declaredTransferIds = new Set(declaredTransfers.map((t) => t.payment_id));
  const declaredCash = cashToConfirm(db, payments);
  const toDo = paymentsToDo(registrations, payments);

  return {
    competition: competition
      ? {
          id: competition.id,
          name: competition.name,
          edition: competition.edition,
          registration_start: competition.registration_start,
          registration_end: competition.registration_end,
          start_date: competition.start_date,
          end_date: competition.end_date,
        }
      : null,
    teams: {
      registered: registrations.length,
      // The admins' team list shows every team, registered or not (mappers/teams.ts).
      not_registered: competition ? db.teams.length - new Set(registrations.map((r) => r.team_id)).size : 0,
      by_state: byState(registrations),
      complete: registrations.length - incomplete,
      accepted: registrations.filter((r) => r.status === 'accepted').length,
      paid: registrations.filter((r) => r.payment_status === 'paid').length,
      exempt: registrations.filter((r) => r.payment_status === 'exempt').length,
    },
    money: {
      received: { mercadopago: sum(ofType(approved, 'mercadopago')), transfer: sum(ofType(approved, 'transfer')), cash: sum(ofType(approved, 'cash')) },
      declared: { transfer: sum(payments.filter((p) => declaredTransferIds.has(p.id))), cash: sum(declaredCash) },
    },
    pending: {
      transfers_to_confirm: declaredTransfers.length,
      cash_to_confirm: declaredCash.length,
      help_requests: db.helpDeskTickets.filter((t) => t.status === 'pending').length,
      incomplete_teams: incomplete,
      card_reversals: toDo.card_reversal,
      card_refunds_failed: toDo.card_refund,
    },
  };
}
