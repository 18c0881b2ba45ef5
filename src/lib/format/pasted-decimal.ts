/**
 * A pasted number as an es-AR decimal field reads it (issue 21). Argentines paste both
 * '87,5' and '87.5' (a spreadsheet, a message, a scale's display) and mean 87,5; es-AR reads
 * the point as a thousands separator, so '87.5' would become 875.
 *
 * - a comma and points: the comma is the decimal ('1.234,5'); a point after the last comma
 *   means the English writing ('1,234.5'), so the point is the decimal and commas group;
 * - one point and no comma: the decimal, unless exactly three digits follow it and the field
 *   takes fewer fraction digits ('1.234' in a field of one decimal is one thousand two
 *   hundred thirty-four, as es-AR writes it);
 * - several points and no comma: thousands ('1.234.567').
 *
 * Returns the text in es-AR form (grouping dropped, decimal comma), or undefined when the
 * text is not a plain number, so the field keeps its own reading of it.
 */
export function pastedDecimal(text: string, maximumFractionDigits: number): string | undefined {
  const raw = text.trim().replace(/\s/g, '');
  if (!/^[-+]?[\d.,]*\d[\d.,]*$/.test(raw)) return undefined;
  const decimalMark = decimalMarkOf(raw, maximumFractionDigits);
  const [whole = '', fraction] = decimalMark === undefined ? [raw] : splitAtLast(raw, decimalMark);
  // The decimal mark appears once, after every grouping mark: '1,2,3' is no number.
  if (fraction !== undefined && (/[.,]/.test(fraction) || whole.includes(decimalMark!))) return undefined;
  const digits = whole.replace(/[.,]/g, '');
  if (fraction === undefined) return digits;
  return `${digits},${fraction}`;
}

function decimalMarkOf(raw: string, maximumFractionDigits: number): '.' | ',' | undefined {
  const lastComma = raw.lastIndexOf(',');
  const lastPoint = raw.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) return lastComma > lastPoint ? ',' : '.';
  if (lastComma >= 0) return ',';
  if (lastPoint < 0) return undefined;
  const points = raw.split('.').length - 1;
  if (points > 1) return undefined;
  const after = raw.length - lastPoint - 1;
  return after === 3 && maximumFractionDigits < 3 ? undefined : '.';
}

const splitAtLast = (raw: string, mark: string): [string, string] => {
  const at = raw.lastIndexOf(mark);
  return [raw.slice(0, at), raw.slice(at + 1)];
};
