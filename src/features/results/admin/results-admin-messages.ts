import { resultsApiMessages } from '@contracts/results-messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';
import * as failureMessages from '@/api/failure-messages';
/**
 * SPEC §8 texts of the admin results manager. SPEC quotes `failureMessages.results.create` and
 * `failureMessages.results.delete` with "category and biggest-fish variants" without quoting
 * them; the variants name their table the way the headings do.
 */
export const resultsAdminMessages = {
  notFound: competitionsApiMessages.notFound,
  loadError: failureMessages.results.list,
  lookupsError: failureMessages.initialData,
  created: resultsApiMessages.created,
  deleted: resultsApiMessages.deleted,
  createError: {
    general: failureMessages.results.create,
    'pieza-mayor': failureMessages.results.createBiggestFish,
    categorias: failureMessages.results.createCategory,
  },
  deleteError: {
    general: failureMessages.results.delete,
    'pieza-mayor': failureMessages.results.deleteBiggestFish,
    categorias: failureMessages.results.deleteCategory,
  },
} as const;
