import { CategoryIds, type CategoryId, type TeamRow } from '../db/schema';

/** Family is one of the team's categories (SPEC §3), so is_family is read from them. */
export const isFamily = (team: Pick<TeamRow, 'category_ids'>) => team.category_ids.includes(CategoryIds.Family);

/** The team's categories with Family switched on or off, in id order. */
export const withFamily = (categoryIds: readonly CategoryId[], on: boolean): CategoryId[] => {
  const rest = categoryIds.filter((id) => id !== CategoryIds.Family);
  return (on ? [...rest, CategoryIds.Family] : rest).sort((a, b) => a - b);
};
