/**
 * The date pickers choose a calendar day; competitions and prices store instants. A day is
 * read in Argentine time (the competition happens there, src/lib/format/format.ts), and the form
 * holds instants written with the Argentine offset, so the contract's date-order rules
 * compare what the server will store. Argentina keeps UTC−03:00 all year (no daylight time).
 */
const AR_OFFSET = '-03:00';
const AR_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A stored instant as the form holds it: '2026-10-14T23:59:59-03:00' (same instant, Argentine wall time). */
export function toArgentineInstant(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return `${new Date(ms - AR_OFFSET_MS).toISOString().slice(0, 19)}${AR_OFFSET}`;
}

/** Where a chosen day begins: windows and the competition open at 00:00. */
export const dayStart = (day: string) => (day ? `${day}T00:00:00${AR_OFFSET}` : '');
/** Where a chosen day ends: windows and the competition close at 23:59:59 of their last day. */
export const dayEnd = (day: string) => (day ? `${day}T23:59:59${AR_OFFSET}` : '');

/** A date picker bound to an instant field: it shows the day and sets the day's start or end. */
export function dayBinding<B extends { value: string; onChange: (value: string) => void }>(binding: B, edge: 'start' | 'end'): B {
  return { ...binding, onChange: (day: string) => binding.onChange(edge === 'start' ? dayStart(day) : dayEnd(day)) };
}
