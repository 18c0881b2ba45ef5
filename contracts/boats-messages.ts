/**
 * What the API says about boats: refusals and confirmations.
 * The declarations in boats.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const boatsApiMessages = {
  notFound: 'Error: ID de embarcación no encontrado',
  alreadyHasBoat: 'El equipo ya tiene una embarcación',
  otherTeamsBoat: 'Solo podés editar la embarcación de tu equipo',
  created: '¡Embarcación creada!',
  updated: '¡Embarcación actualizada!',
} as const;
