import { resultsApiMessages } from '@contracts/results-messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';
/**
 * SPEC §8 texts of the admin results manager. SPEC quotes 'Error al crear el resultado' and
 * 'Error al eliminar el resultado' with "category and biggest-fish variants" without quoting
 * them; the variants name their table the way the headings do.
 */
export const resultsAdminMessages = {
  notFound: competitionsApiMessages.notFound,
  loadError: 'Error al cargar los resultados',
  lookupsError: 'Error al cargar los datos iniciales',
  created: resultsApiMessages.created,
  deleted: resultsApiMessages.deleted,
  createError: {
    general: 'Error al crear el resultado',
    'pieza-mayor': 'Error al crear el resultado de pieza mayor',
    categorias: 'Error al crear el resultado de categoría',
  },
  deleteError: {
    general: 'Error al eliminar el resultado',
    'pieza-mayor': 'Error al eliminar el resultado de pieza mayor',
    categorias: 'Error al eliminar el resultado de categoría',
  },
} as const;
