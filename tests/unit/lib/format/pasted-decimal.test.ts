import { describe, expect, it } from 'vitest';
import { pastedDecimal } from '@/lib/format/pasted-decimal';

/** What an es-AR decimal field makes of a pasted number (issue 21: '87.5' is 87,5, not 875). */
describe('pastedDecimal', () => {
  it.each([
    ['87.5', '87,5'],
    ['87,5', '87,5'],
    ['1234.5', '1234,5'],
    ['1.234,5', '1234,5'],
    ['1,234.5', '1234,5'],
    ['1.234.567', '1234567'],
    [' 87.25 ', '87,25'],
    ['12', '12'],
  ])("reads '%s' as %s in a field of two decimals", (text, expected) => {
    expect(pastedDecimal(text, 2)).toBe(expected);
  });

  it("reads a point followed by three digits as grouping unless the field takes three decimals", () => {
    expect(pastedDecimal('1.234', 1)).toBe('1234');
    expect(pastedDecimal('1.234', 3)).toBe('1,234');
  });

  it('leaves text that is not a plain number to the field', () => {
    expect(pastedDecimal('87,5 cm', 2)).toBeUndefined();
    expect(pastedDecimal('1,2,3', 2)).toBeUndefined();
    expect(pastedDecimal('', 2)).toBeUndefined();
  });
});
