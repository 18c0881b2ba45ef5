import type { RegisteredCompetition } from '@contracts/entities/competitions';

type Registration = Pick<RegisteredCompetition, 'status' | 'payment_status'>;

export type TeamStatusTone = 'success' | 'info' | 'neutral' | 'warning' | 'danger';

/**
 * SPEC §4 display of a team's registration, checked in the spec's order:
 * accepted + paid/exempt 'Pagado'; registered + paid 'Pagado - Pendiente de Aceptación';
 * registered + unpaid 'Registrado'; payment_in_progress or a pending payment 'Pago en Progreso';
 * exempt 'Exento de Pago'; anything else 'Estado Desconocido'.
 */
export function teamCompetitionStatus({ status, payment_status }: Registration): { label: string; tone: TeamStatusTone } {
  if (status === 'accepted' && (payment_status === 'paid' || payment_status === 'exempt')) return { label: 'Pagado', tone: 'success' };
  if (status === 'registered' && payment_status === 'paid') return { label: 'Pagado - Pendiente de Aceptación', tone: 'info' };
  if (status === 'registered' && payment_status === 'unpaid') return { label: 'Registrado', tone: 'neutral' };
  if (status === 'payment_in_progress' || payment_status === 'pending') return { label: 'Pago en Progreso', tone: 'warning' };
  if (payment_status === 'exempt') return { label: 'Exento de Pago', tone: 'success' };
  return { label: 'Estado Desconocido', tone: 'danger' };
}
