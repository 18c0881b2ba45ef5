/**
 * What the API says about a team's registration in a competition.
 * The declarations in team-competitions.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const teamCompetitionsApiMessages = {
  registrationNotFound: 'Inscripción no encontrada',
  alreadyRegistered: 'El equipo ya está inscripto en la competencia',
  registrationClosed: 'Las inscripciones de la competencia están cerradas',
  cannotCancel: 'No se puede cancelar una inscripción pagada o con pagos pendientes',
  notExempt: 'El equipo no está exento de pago',
  registered: 'Equipo inscripto en la competencia',
  cancelled: 'Inscripción cancelada',
} as const;
