/**
 * What the API says about catches and the jury (issue 35): a judge logs a catch, the jury
 * accepts, rejects or corrects it. The rules of the set-up (species, minimum size) are in
 * scoring-messages.ts. Each message is written here only.
 */
export const catchesMessages = {
  notFound: 'Captura no encontrada',
  /** The team is not accepted in the competition (paid or exempt). */
  teamNotInCompetition: 'El equipo no está aceptado en esta competencia.',
  memberNotInTeam: 'Quien pescó la pieza no es integrante de ese equipo.',
  caughtAhead: 'La hora de la captura no puede ser posterior a la actual.',
  alreadyAccepted: 'Esta captura ya fue aceptada.',
  alreadyRejected: 'Esta captura ya fue rechazada.',
  reasonRequired: 'Escribí el motivo: queda en el historial de la captura.',
  /** A correction whose fields are all as they were. */
  nothingToCorrect: 'La corrección no cambia ningún dato de la captura.',
  logged: 'Captura registrada',
  accepted: 'Captura aceptada',
  rejected: 'Captura rechazada; el equipo fue notificado',
  corrected: 'Captura corregida',
  /** Catch photos (issue 35, docs/decisions/0073): the phone compresses them before sending. */
  photoMissing: 'Falta la foto.',
  photoType: 'La foto tiene que ser una imagen JPEG o WebP.',
  photoTooLarge: 'La foto pesa más de 300 KB: sacala de nuevo o elegí una más liviana.',
  photoNotFound: 'Foto no encontrada',
  photoSaved: 'Foto guardada',
} as const;
