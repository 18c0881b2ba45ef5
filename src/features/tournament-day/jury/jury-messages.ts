import { catchesMessages } from '@contracts/catches-messages';
import type { CatchField, CatchStatus } from '@contracts/entities/catches';

/** The jury's words (issue 35): the server's own refusals come from contracts/catches-messages.ts. */
export const juryMessages = {
  loadError: 'No se pudieron cargar las capturas; intentá de nuevo.',
  competitionsError: 'No se pudieron cargar las competencias; intentá de nuevo.',
  noCompetition: 'Todavía no hay competencias: las capturas se revisan dentro de una.',
  /** No answer, a timeout, a 5xx: the decision may or may not have been applied. */
  unknownOutcome: 'No sabemos si se guardó: se perdió la respuesta. Probá de nuevo; si ya se había guardado, no se repite.',
  failed: 'No se pudo guardar la decisión; intentá de nuevo.',
  accepted: catchesMessages.accepted,
  rejected: catchesMessages.rejected,
  corrected: catchesMessages.corrected,
  /** A retry whose first attempt had been applied: the server answers 409 with the state it already has. */
  alreadyDone: 'Ya estaba hecho: la captura quedó como pediste.',
} as const;

export const catchStatusLabels: Record<CatchStatus, string> = { pending: 'Pendiente', accepted: 'Aceptada', rejected: 'Rechazada' };

export const catchFieldLabels: Record<CatchField, string> = {
  fish_species_id: 'Especie',
  size_cm: 'Medida',
  participant_id: 'Quién la pescó',
  caught_at: 'Hora',
  status: 'Estado',
};
