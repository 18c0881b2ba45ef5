import type { Competition, Price, RegisteredCompetition } from '@contracts/entities/competitions';
import type { CompetitionPriceRow, CompetitionRow, Db, TeamCompetitionRow } from '../schema';
import { derived } from '../derived';
import { cashOf, paidByRegistration, paymentsOf, transferOf } from './payments';
import { withoutTimestamps } from './strip';
import { rowsWhere } from '../queries';

export const toPrice = (row: CompetitionPriceRow): Price => withoutTimestamps(row);

export const pricesOf = (db: Db, competitionId: number): Price[] => rowsWhere(db.competitionPrices, 'competition_id', competitionId).map(toPrice);

type Figures = { registered: number; accepted: number; paid: number };

/** Every competition's figures, in one pass over the registrations (kept between reads: ../derived.ts). */
const figuresByCompetition = (db: Db): ReadonlyMap<number, Figures> =>
  derived('competition-figures', [db.teamCompetitions, db.payments], () => {
    const paid = paidByRegistration(db);
    const figures = new Map<number, Figures>();
    for (const tc of db.teamCompetitions) {
      let of = figures.get(tc.competition_id);
      if (!of) figures.set(tc.competition_id, (of = { registered: 0, accepted: 0, paid: 0 }));
      of.registered += 1;
      if (tc.status === 'accepted') of.accepted += 1;
      of.paid += paid.get(tc.id) ?? 0;
    }
    return figures;
  });

/**
 * A competition with its prices and figures: total_teams counts every team of the system,
 * registered_teams those registered in it, accepted_teams those accepted, and
 * total_paid_amount what the organiser received (approved payments).
 */
export function toCompetition(db: Db, row: CompetitionRow): Competition {
  const figures = figuresByCompetition(db).get(row.id);
  return {
    ...withoutTimestamps(row),
    prices: pricesOf(db, row.id),
    total_teams: db.teams.length,
    registered_teams: figures?.registered ?? 0,
    accepted_teams: figures?.accepted ?? 0,
    total_paid_amount: figures?.paid ?? 0,
  };
}

export const toRegisteredCompetition = (db: Db, row: CompetitionRow, registration: TeamCompetitionRow): RegisteredCompetition => ({
  ...toCompetition(db, row),
  status: registration.status,
  payment_status: registration.payment_status,
  team_number: registration.team_number,
  registration_number: registration.registration_number,
  settled_payment: settledPayment(db, registration),
  declared_payment: declaredPayment(db, registration),
});

/** The payment waiting for an organiser (the latest pending one): what was declared, by whom and when. */
function declaredPayment(db: Db, registration: TeamCompetitionRow): RegisteredCompetition['declared_payment'] {
  if (registration.payment_status !== 'pending') return null;
  const pending = paymentsOf(db, registration.id).filter((p) => p.status === 'pending');
  const last = pending.reduce<(typeof pending)[number] | undefined>((latest, p) => (!latest || p.created_at >= latest.created_at ? p : latest), undefined);
  if (!last) return null;
  const transfer = transferOf(db, last.id);
  const cash = cashOf(db, last.id);
  const payer = transfer
    ? { payer_name: `${transfer.sender_first_name} ${transfer.sender_last_name}`, payer_document: transfer.sender_cuit }
    : cash
      ? { payer_name: `${cash.payer_first_name} ${cash.payer_last_name}`, payer_document: cash.payer_dni }
      : { payer_name: null, payer_document: null };
  return { payment_type: last.payment_type, amount: last.attempt_amount, declared_at: last.created_at, ...payer };
}

/** The approved payment that made a registration paid (the latest, should an admin have recorded two). */
function settledPayment(db: Db, registration: TeamCompetitionRow): RegisteredCompetition['settled_payment'] {
  if (registration.payment_status !== 'paid') return null;
  const approved = paymentsOf(db, registration.id).filter((p) => p.status === 'approved');
  const last = approved.reduce<(typeof approved)[number] | undefined>((latest, p) => (!latest || p.updated_at >= latest.updated_at ? p : latest), undefined);
  return last ? { payment_type: last.payment_type, amount: last.attempt_amount, approved_at: last.updated_at } : null;
}
