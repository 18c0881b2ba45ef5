/**
 * What the API says about competitions and their prices: refusals and confirmations.
 * The declarations in competitions.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const competitionsApiMessages = {
  notFound: 'No se encontró la competencia.',
  noneSelected: 'No hay una competencia seleccionada.',
  hasTeams: 'No se puede eliminar una competencia con equipos inscriptos',
  priceNotFound: 'Precio no encontrado',
  priceHasPayments: 'No se puede eliminar un precio con pagos registrados',
  priceNotTransfer: 'El precio no es de transferencia',
  created: 'Competencia creada',
  updated: 'Competencia actualizada',
  priceCreated: 'Precio creado',
  priceUpdated: 'Precio actualizado correctamente',
  priceDeleted: 'Precio eliminado',
} as const;
