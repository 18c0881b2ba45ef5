import { checkInPath } from '../../rules/payment-links';
import { chargedAmounts, validPriceAt } from '../../rules/pricing';
import type {
  CompetitionRow,
  PaymentRow,
  PaymentStatus,
  PaymentType,
  TeamCompetitionRow,
  TeamRow,
  UserRow,
} from '../schema';
import type { SeedContext } from './context';
import type { RegistrationState } from './teams';

export type Registration = {
  team: TeamRow;
  owner: UserRow;
  competition: CompetitionRow;
  state: RegistrationState;
  registeredAt: string;
  /** When the team paid (or was exempted); after registeredAt. */
  paidAt: string;
  /** Method of the approved payment when the state is a paid one. */
  paidVia: PaymentType;
  /** The admin who confirmed transfers, received cash or exempted. */
  admin: UserRow;
};

/** Exemption reasons share the member-category vocabulary (contracts, docs/decisions/0003). */
const exemptions: Pick<TeamCompetitionRow, 'exemption_reason' | 'exemption_notes'>[] = [
  { exemption_reason: 'vip', exemption_notes: null },
  { exemption_reason: 'journalist', exemption_notes: null },
  { exemption_reason: 'other', exemption_notes: 'Equipo invitado por la Prefectura Naval' },
];

const paidStates: RegistrationState[] = ['acceptedPaid', 'paidAwaitingAcceptance', 'exempt'];

/**
 * Registers a team in a competition and records the payments its state implies, the way
 * the payment flows would have left them: a paid team has an approved payment and a team
 * number, a pending transfer waits for confirmation, a card payment in progress has a
 * payment link, a rejected transfer leaves the team unpaid.
 */
export function registerTeam(ctx: SeedContext, r: Registration): TeamCompetitionRow {
  const { db } = ctx;
  const inCompetition = db.teamCompetitions.filter((tc) => tc.competition_id === r.competition.id);
  const numbered = inCompetition.filter((tc) => tc.team_number !== null).length;
  const isPaid = paidStates.includes(r.state);
  const exemption = r.state === 'exempt' ? exemptions[numbered % exemptions.length]! : null;
  const tc: TeamCompetitionRow = {
    id: ctx.id('teamCompetitions'),
    team_id: r.team.id,
    competition_id: r.competition.id,
    status:
      r.state === 'acceptedPaid' || r.state === 'exempt'
        ? 'accepted'
        : r.state === 'paymentInProgress'
          ? 'payment_in_progress'
          : 'registered',
    payment_status:
      r.state === 'exempt'
        ? 'exempt'
        : isPaid
          ? 'paid'
          : r.state === 'pendingTransfer' || r.state === 'paymentInProgress'
            ? 'pending'
            : 'unpaid',
    team_number: isPaid ? numbered + 1 : null,
    registration_number: inCompetition.length + 1,
    is_payment_exempt: r.state === 'exempt',
    exemption_reason: exemption?.exemption_reason ?? null,
    exemption_notes: exemption?.exemption_notes ?? null,
    created_at: r.registeredAt,
    updated_at: isPaid || r.state !== 'unpaid' ? r.paidAt : r.registeredAt,
  };
  db.teamCompetitions.push(tc);

  if (r.state === 'acceptedPaid' || r.state === 'paidAwaitingAcceptance') addPayment(ctx, tc, r, r.paidVia, 'approved');
  if (r.state === 'pendingTransfer') addPayment(ctx, tc, r, 'transfer', 'pending');
  if (r.state === 'rejectedTransfer') addPayment(ctx, tc, r, 'transfer', 'rejected');
  if (r.state === 'paymentInProgress') addPayment(ctx, tc, r, 'mercadopago', 'pending');
  return tc;
}

function addPayment(ctx: SeedContext, tc: TeamCompetitionRow, r: Registration, type: PaymentType, status: PaymentStatus): PaymentRow {
  const { db, faker } = ctx;
  const price = validPriceAt(db.competitionPrices, tc.competition_id, type, new Date(r.paidAt));
  if (!price) throw new Error(`La semilla no tiene precio ${type} vigente el ${r.paidAt}`);
  const settledAt = new Date(Date.parse(r.paidAt) + 26 * 3600 * 1000).toISOString();
  const payment: PaymentRow = {
    id: ctx.id('payments'),
    team_competition_id: tc.id,
    price_id: price.id,
    payment_type: type,
    status,
    ...chargedAmounts(price),
    created_by: r.owner.id,
    mercadopago_payment_id: type === 'mercadopago' ? faker.string.numeric(11) : null,
    provider_status: type === 'mercadopago' ? (status === 'approved' ? 'approved' : 'in_process') : null,
    created_at: r.paidAt,
    updated_at: status === 'pending' ? r.paidAt : settledAt,
  };
  db.payments.push(payment);
  const payer = r.owner.personal_info!;

  if (type === 'transfer') {
    db.transferPayments.push({
      id: ctx.id('transferPayments'),
      payment_id: payment.id,
      sender_first_name: payer.first_name,
      sender_last_name: payer.last_name,
      sender_cuit: `20-${payer.dni.padStart(8, '0')}-${faker.string.numeric(1)}`,
      confirmation_status: status === 'approved' ? 'confirmed' : status,
      confirmed_at: status === 'pending' ? null : settledAt,
      confirmed_by: status === 'pending' ? null : r.admin.id,
      rejection_reason: status === 'rejected' ? 'El monto transferido no coincide con el precio vigente' : null,
      admin_notes: status === 'approved' ? 'Comprobante verificado' : null,
      created_at: r.paidAt,
      updated_at: payment.updated_at,
    });
  }
  if (type === 'cash') {
    db.cashPayments.push({
      id: ctx.id('cashPayments'),
      payment_id: payment.id,
      payer_first_name: payer.first_name,
      payer_last_name: payer.last_name,
      payer_dni: payer.dni,
      received_date: r.paidAt,
      received_by: r.admin.id,
      rejection_reason: null,
      created_at: r.paidAt,
      updated_at: r.paidAt,
    });
  }
  if (type === 'mercadopago') {
    db.paymentAttempts.push({
      id: ctx.id('paymentAttempts'),
      team_competition_id: tc.id,
      price_id: price.id,
      amount: payment.attempt_amount,
      provider_payment_id: payment.mercadopago_payment_id!,
      checkin_url: checkInPath(payment.mercadopago_payment_id!),
      payment_id: payment.id,
      created_at: r.paidAt,
      updated_at: r.paidAt,
    });
  }
  return payment;
}
