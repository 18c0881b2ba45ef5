import type { TeamListRow } from '@contracts/entities/teams';
import type { TeamPaymentStatus } from '@contracts/enums';

type RegisteredRow = TeamListRow & { competition_status: NonNullable<TeamListRow['competition_status']> };

export const isRegistered = (row: TeamListRow): row is RegisteredRow => row.competition_status !== null;

/**
 * The list row carries no payment_status (SPEC §3 team list row), so it is read from what the
 * row has: exempt; a payment in progress is pending; accepted or anything paid is paid; else unpaid.
 */
export function rowPaymentStatus(row: RegisteredRow): TeamPaymentStatus {
  if (row.is_payment_exempt) return 'exempt';
  if (row.competition_status === 'payment_in_progress') return 'pending';
  if (row.competition_status === 'accepted' || row.total_paid_amount > 0) return 'paid';
  return 'unpaid';
}

export const paymentStatusLabels: Record<TeamPaymentStatus, string> = {
  paid: 'Pagado',
  unpaid: 'Sin pagar',
  pending: 'Pago pendiente',
  exempt: 'Exento',
};
