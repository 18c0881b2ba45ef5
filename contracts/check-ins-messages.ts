/**
 * What the API says at the dock (issue 35): the check-out of a team that goes fishing and its
 * return. The declarations in check-ins.ts document them, the mock backend answers with them
 * and the screens show them: each is written here only.
 */
export const checkInMessages = {
  /** Neither a team number nor a credential's QR text, or both. */
  teamOrQr: 'Indicá el número de equipo o escaneá la credencial (uno de los dos).',
  /** QR text that is not a credential of this app. */
  unreadableQr: 'El código QR no es una credencial del torneo.',
  otherCompetition: 'Esta credencial es de otra competencia: pedile al equipo la credencial de la competencia actual.',
  noTeamWithNumber: 'No hay ningún equipo con ese número en esta competencia.',
  unpaid: 'La inscripción de este equipo no está pagada ni exenta: no puede salir a pescar. Mandalo a la mesa de control.',
  /** Paid, but the registration is not accepted (the team is not complete). */
  notAccepted: 'El equipo no está aceptado en la competencia: le falta completar la inscripción. Mandalo a la mesa de control.',
  alreadyOut: 'Este equipo ya registró su salida y todavía no volvió.',
  alreadyBack: 'Este equipo ya registró su salida y su regreso.',
  notOut: 'Este equipo no registró su salida: registrala antes que el regreso.',
  /** A time of a check-out or return that is still to come. */
  timeAhead: 'La hora no puede ser posterior a la actual.',
  out: 'Salida registrada',
  back: 'Regreso registrado',
} as const;
