/**
 * What the API says about results: refusals and confirmations.
 * The declarations in results.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const resultsApiMessages = {
  notFound: 'Resultado no encontrado',
  teamNotAccepted: 'El equipo no está aceptado en la competencia',
  positionTaken: 'La posición ya fue asignada',
  speciesTaken: 'La especie ya tiene una pieza mayor',
  categoryTaken: 'El equipo ya tiene un resultado en esa categoría',
  participantNotInTeam: 'El participante no pertenece al equipo',
  created: 'Resultado creado correctamente',
  deleted: 'Resultado eliminado correctamente',
} as const;
