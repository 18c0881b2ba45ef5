/**
 * What the API says about team members: refusals and confirmations.
 * The declarations in members.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const membersApiMessages = {
  notFound: 'No se encontró el miembro',
  noTeam: 'No pertenecés a un equipo',
  ownerStays: 'No se puede quitar al dueño del equipo; para eso se elimina el equipo',
  teamFull: 'El equipo ya tiene 3 miembros',
  otherTeam: 'Solo podés gestionar los miembros de tu equipo',
  removeSelf: 'No podés quitarte a vos mismo del equipo',
  added: '¡Miembro agregado al equipo!',
  updated: '¡Miembro actualizado!',
  removed: 'Miembro eliminado correctamente',
  left: 'Has dejado el equipo',
} as const;
