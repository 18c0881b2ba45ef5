/**
 * A heuristic for "this message is not Spanish": zod's and JavaScript's stock English. It
 * cannot prove a text is Spanish; it catches the defaults that leak when nobody wrote one.
 */
const englishStock = /\b(Required|Expected|Invalid|[Mm]ust (be|contain|have)|received|Unrecognized|[Ss]tring must|Number must|Array must|too_small|too_big|invalid_type|undefined|NaN|Cannot read|is not a function|Internal Server Error)\b/;

export function notSpanish(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim() === '') return 'mensaje vacío o ausente';
  const match = englishStock.exec(text);
  return match ? `"${text}" contiene "${match[0]}"` : null;
}

/** Every text of an error body: its message and the messages of its fields. */
export function errorTexts(body: unknown): unknown[] {
  const b = (body ?? {}) as { message?: unknown; additionalData?: { fields?: Record<string, unknown> } };
  return [b.message, ...Object.values(b.additionalData?.fields ?? {})];
}
