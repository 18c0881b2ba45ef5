import { formatNumber } from '@/lib/format/format';

/** What a row is, singular and plural: { one: 'equipo', other: 'equipos' }. */
export type Noun = { one: string; other: string };

const count = (n: number, noun: Noun) => `${formatNumber(n)} ${n === 1 ? noun.one : noun.other}`;

/**
 * The list's total: '63 equipos', or '12 de 63 equipos' while a search or a filter leaves out
 * some. A count is a quantity, so it groups thousands ('5.063 equipos'), unlike an identifier.
 */
export function countText(shown: number, all: number, noun: Noun): string {
  return shown === all ? count(all, noun) : `${shown} de ${count(all, noun)}`;
}
