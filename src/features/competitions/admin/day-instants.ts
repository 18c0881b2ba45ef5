import {
  argentineDay,
  argentineDayEnd,
  argentineDayStart,
  argentineInstant,
  argentineWallTime,
  storedArgentineInstant,
} from '@contracts/core/argentine-time';

/**
 * The date pickers choose an Argentine day, or an Argentine day and time; competitions and
 * prices store instants (decision 0038). The form holds instants written with the Argentine
 * offset ('2026-12-25T23:59:59.999-03:00'), so the contract's date-order rules compare what the
 * server will store and an untouched date compares equal to the stored one. The browser's
 * own time zone plays no part: the pickers work with zone-less dates.
 */

/** A stored instant as the form holds it: the same instant, in Argentine wall time with its offset. */
export const toArgentineInstant = argentineInstant;

/** Where a chosen day begins: periods open at 00:00 of their first day. */
const dayStart = (day: string) => (day ? argentineDayStart(day) : '');
/** Where a chosen day ends: periods close at 23:59:59.999 of their last day. */
const dayEnd = (day: string) => (day ? argentineDayEnd(day) : '');

type Binding = { value: string; onChange: (value: string) => void };

/** A day picker bound to an instant field: it shows the instant's Argentine day and sets the day's start or end. */
export function dayBinding<B extends Binding>(binding: B, edge: 'start' | 'end'): B {
  return {
    ...binding,
    value: binding.value ? argentineDay(binding.value) : '',
    onChange: (day: string) => binding.onChange(edge === 'start' ? dayStart(day) : dayEnd(day)),
  };
}

/** A day-and-time picker bound to an instant field: it shows and sets Argentine wall time ('yyyy-mm-ddThh:mm'). */
export function wallTimeBinding<B extends Binding>(binding: B): B {
  return {
    ...binding,
    value: binding.value ? argentineWallTime(binding.value) : '',
    onChange: (wallTime: string) => binding.onChange(wallTime ? storedArgentineInstant(wallTime, 'start') : ''),
  };
}
