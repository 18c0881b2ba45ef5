import { normalizeForSearch } from '@/lib/format/text-search';

/**
 * Which column of the statement holds what, by position in the header row. `amount` is the
 * signed amount or, when the bank splits them, the credits column (a debit line leaves it empty).
 * `detail` is a second text column some banks add (Galicia's 'Leyendas adicionales'), where the
 * sender's reference may land; `cuit` is the sender's CUIT column, when the bank gives one.
 */
export type ColumnMapping = { date: number; concept: number; detail: number | null; amount: number; cuit: number | null };
export type MappingDraft = { [K in keyof ColumnMapping]: number | null };

const words = {
  date: ['fecha'],
  concept: ['concepto', 'descripcion', 'detalle', 'leyenda', 'referencia', 'observacion', 'movimiento'],
  credit: ['credito', 'haber', 'acreditacion', 'ingreso'],
  amount: ['importe', 'monto', 'valor'],
  cuit: ['cuit', 'cuil'],
} as const;

const normal = (header: string) => normalizeForSearch(header).replace(/[^a-z ]/g, '').trim();
/** How well a header names `word`: 3 exactly ('Créditos'), 2 first ('Fecha valor'), 1 anywhere ('Grupo de conceptos'). */
const fit = (header: string, word: string) => {
  const h = normal(header);
  if (h === word || h === `${word}s`) return 3;
  if (h.startsWith(word)) return 2;
  return h.includes(word) ? 1 : 0;
};
/** The header that best names one of `list`: the closest name first, then the word earlier in the list ('Concepto' before 'Descripción'). */
const firstWith = (headers: readonly string[], list: readonly string[], skip: (number | null)[] = []) => {
  let best: number | null = null;
  let bestScore = 0;
  headers.forEach((header, i) => {
    if (skip.includes(i)) return;
    list.forEach((word, rank) => {
      const f = fit(header, word);
      const score = f === 0 ? 0 : f * 100 - rank;
      if (score > bestScore) [best, bestScore] = [i, score];
    });
  });
  return best;
};

/**
 * A first guess from the header row's names ('Fecha', 'Concepto'/'Descripción'/'Detalle',
 * 'Crédito' before 'Importe'/'Monto', 'CUIT'); the admin checks it and changes what is wrong.
 * A date column named 'Fecha valor' counts; a 'Saldo' column is never the amount.
 */
export function guessMapping(headers: readonly string[]): MappingDraft {
  const date = firstWith(headers, words.date);
  const concept = firstWith(headers, words.concept, [date]);
  const credit = firstWith(headers, words.credit);
  const amount = credit ?? firstWith(headers, words.amount);
  const cuit = firstWith(headers, words.cuit);
  const detail = concept === null ? null : firstWith(headers, words.concept, [date, concept, cuit]);
  return { date, concept, detail, amount, cuit };
}

/** The draft when every required column is chosen. */
export function completeMapping(draft: MappingDraft): ColumnMapping | null {
  const { date, concept, amount, detail, cuit } = draft;
  if (date === null || concept === null || amount === null) return null;
  // 'Más detalle' is another column: the concept's own would repeat it in every line (issue 31).
  return { date, concept, amount, detail: detail === concept ? null : detail, cuit };
}

/** Whether a row of cells looks like the header of a bank's movements table. */
export const looksLikeHeader = (cells: readonly string[]) => {
  const guess = guessMapping(cells);
  return guess.date !== null && guess.amount !== null && guess.concept !== null;
};

// The header row identifies the export format: the same bank's file maps the same way next time.
const storageKey = (headers: readonly string[]) => `pesca.reconcile.mapping.v1:${headers.map((h) => h.trim()).join('\u241f')}`;

/** The mapping the admin confirmed for files with this header row, if any and still valid. */
export function rememberedMapping(headers: readonly string[]): ColumnMapping | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(headers)) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const value = (key: keyof ColumnMapping) => {
      const v = (stored as Record<string, unknown>)[key];
      return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < headers.length ? v : null;
    };
    return completeMapping({ date: value('date'), concept: value('concept'), detail: value('detail'), amount: value('amount'), cuit: value('cuit') });
  } catch {
    // Storage blocked or a stored value from elsewhere: guess again.
    return null;
  }
}

export function rememberMapping(headers: readonly string[], mapping: ColumnMapping): void {
  try {
    localStorage.setItem(storageKey(headers), JSON.stringify(mapping));
  } catch {
    // Storage full or blocked: the mapping is asked again next time, nothing else is lost.
  }
}
