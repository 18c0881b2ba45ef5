import type { TeamState } from '@contracts/entities/team-state';
import type { BadgeTone } from '@/ui/badge';

/**
 * The one vocabulary of a team's state (issue 31, decision 0063): the badge on the team list,
 * the team detail, the competition's teams, the team's own home and competition page, the
 * filter options and the organiser's home counts all read these words. SPEC §4's labels,
 * plus 'Sin inscribir' for a team not in the competition.
 */
export const teamStateLabels: Record<TeamState, string> = {
  not_registered: 'Sin inscribir',
  registered: 'Registrado',
  payment_in_progress: 'Pago en Progreso',
  paid_awaiting_acceptance: 'Pagado - Pendiente de Aceptación',
  paid: 'Pagado',
  exempt: 'Exento de Pago',
  unknown: 'Estado Desconocido',
};

export const teamStateTone: Record<TeamState, BadgeTone> = {
  not_registered: 'neutral',
  registered: 'neutral',
  payment_in_progress: 'warning',
  paid_awaiting_acceptance: 'info',
  paid: 'success',
  exempt: 'success',
  unknown: 'danger',
};

/**
 * What each state includes, in a sentence (the organiser's home says it under its counts, and
 * decision 0063 records it).
 */
export const teamStateMeanings: Record<TeamState, string> = {
  not_registered: 'equipos creados que no se inscribieron en la competencia',
  registered: 'inscriptos que todavía no pagaron ni declararon un pago',
  payment_in_progress: 'declararon una transferencia o un efectivo, o pagan con tarjeta: falta la confirmación',
  paid_awaiting_acceptance: 'el pago está aprobado pero la inscripción todavía no fue aceptada',
  paid: 'pago aprobado e inscripción aceptada, con número de equipo',
  exempt: 'eximidos del pago por un administrador, aceptados con número de equipo',
  unknown: 'una combinación de estado y pago que no debería darse: revisá el equipo',
};
