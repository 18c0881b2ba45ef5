/**
 * What the API says about institutions (barras pesqueras): refusals and confirmations.
 * The declarations in institutions.ts document them, the mock backend answers with them and the screens
 * show them: each is written here only (tests/unit/contracts/messages-written-once.test.ts).
 */
export const institutionsApiMessages = {
  notFound: 'Institución no encontrada',
  hasTeams: 'No se puede eliminar una barra pesquera con equipos',
  created: '¡Barra pesquera dada de alta!',
  updated: '¡Institución actualizada!',
  deleted: 'Barra pesquera eliminada',
} as const;
