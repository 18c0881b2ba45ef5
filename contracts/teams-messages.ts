/**
 * What the API says about teams: refusals and confirmations.
 * The declarations in teams.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const teamsApiMessages = {
  notFound: 'No se encontró el equipo.',
  /** The boat and participant calls word a missing team this way (SPEC §8). */
  idNotFound: 'Error: ID de equipo no encontrado',
  /** Assigning a user to a team that does not exist. */
  notFoundShort: 'Equipo no encontrado',
  alreadyHasTeam: 'Ya tenés un equipo',
  familyNeedsThree: 'La categoría familia requiere exactamente 3 miembros',
  paidRegistration: 'No se puede eliminar un equipo con la inscripción pagada',
  paymentInProgress: 'No se puede eliminar un equipo con un pago en curso',
  /** Its departure from the dock or its catches are the tournament day's record (issue 35). */
  fishedAlready: 'No se puede eliminar un equipo que ya salió a pescar o tiene capturas registradas',
  publishedResults: 'No se puede eliminar un equipo con resultados publicados',
  pendingClubRequest: 'Tenés una solicitud de nueva barra pesquera pendiente',
  created: '¡Equipo creado!',
  updated: '¡Equipo actualizado!',
  deleted: 'Equipo eliminado',
} as const;
