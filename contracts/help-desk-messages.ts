/**
 * What the API says about help requests: refusals and confirmations.
 * The declarations in help-desk.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const helpDeskApiMessages = {
  notFound: 'Solicitud no encontrada',
  alreadyResolved: 'La solicitud ya está resuelta',
  clubRequestOwnersOnly: 'Solo un dueño de equipo puede solicitar una barra pesquera',
  pendingRequest: 'Ya tenés una solicitud pendiente',
  sent: 'Solicitud enviada',
  statusUpdated: '¡Estado de la solicitud actualizado!',
} as const;
