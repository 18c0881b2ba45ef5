import { institutionsApiMessages } from '@contracts/institutions-messages';
/** SPEC §8 texts of the institution (fishing club) screens. */
export const institutionMessages = {
  created: institutionsApiMessages.created,
  updated: institutionsApiMessages.updated,
  /** SPEC §8: the create failure; the server's own reason wins when it gave one. */
  createError: 'Error al dar de alta la barra pesquera, intente nuevamente',
  // SPEC §8 names no update or delete failure text; these follow the create one's wording.
  updateError: 'Error al actualizar la barra pesquera, intente nuevamente',
  deleteError: 'Error al eliminar la barra pesquera, intente nuevamente',
  deleted: institutionsApiMessages.deleted,
  notFound: institutionsApiMessages.notFound,
  loadError: 'Error al cargar las barras pesqueras',
} as const;
