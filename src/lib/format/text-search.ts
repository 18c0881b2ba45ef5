/** Lower-case and without accents, so 'Pérez' matches 'perez' (people type names both ways). */
export const normalizeForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Whether `haystack` contains every word of `query` (in any order). An empty query matches everything. */
export function matchesSearch(haystack: string, query: string): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = normalizeForSearch(haystack);
  return words.every((w) => text.includes(w));
}
