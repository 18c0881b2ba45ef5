/** Lower-case and without accents, so 'Pérez' matches 'perez' (people type names both ways). */
export const normalizeForSearch = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
