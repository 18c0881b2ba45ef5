import { describe, expect, it } from 'vitest';
import { areaCodeLength } from '@/lib/whatsapp/area-codes';
import { whatsAppNumber } from '@/lib/whatsapp/phone';

describe('whatsAppNumber: Argentine numbers as people write them → 54 9 + area code + number', () => {
  it.each([
    ['011 15-2345-6789', '5491123456789'],
    ['(011) 15 2345 6789', '5491123456789'],
    ['11 15 2345-6789', '5491123456789'],
    ['(0351) 15 234-5678', '5493512345678'],
    ['0351-15-2345678', '5493512345678'],
    ['341 15 555 0000', '5493415550000'],
    ['+54 9 11 2345-6789', '5491123456789'],
    ['+549 351 234 5678', '5493512345678'],
    ['0054 9 11 2345 6789', '5491123456789'],
    ['54 11 2345 6789', '5491123456789'],
    ['+54 11 2345 6789', '5491123456789'],
    ['+54 (011) 15 2345-6789', '5491123456789'],
    ['1123456789', '5491123456789'],
    ['3512345678', '5493512345678'],
    ['11.2345.6789', '5491123456789'],
  ])('%s → %s', (written, expected) => {
    expect(whatsAppNumber(written)).toBe(expected);
  });

  it('finds the 15 after a 4-digit area code, and after the old 4 digits of a code that has 3 today', () => {
    expect(whatsAppNumber('3543 15 123456')).toBe('5493543123456');
    expect(whatsAppNumber('(02966) 15-123456')).toBe('5492966123456');
    // Bariloche: 2944 before 2013, 294 since; both ways of writing it reach the same line.
    expect(whatsAppNumber('2944 15 123456')).toBe('5492944123456');
    expect(whatsAppNumber('0294 15 4123456')).toBe('5492944123456');
  });

  it('takes a 10-digit landline as a mobile: it cannot be told apart from a mobile written without its 15 (decision 0054)', () => {
    expect(whatsAppNumber('0221 4-567890')).toBe('5492214567890');
    expect(whatsAppNumber('(0223) 495-1234')).toBe('5492234951234');
  });

  it('keeps numbers of other countries written with + or 00, digits only', () => {
    expect(whatsAppNumber('+598 99 123 456')).toBe('59899123456');
    expect(whatsAppNumber('+1 (415) 555-2671')).toBe('14155552671');
    expect(whatsAppNumber('0055 11 91234-5678')).toBe('5511912345678');
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['sin teléfono'],
    ['11 2345 678a'],
    ['15 2345-6789'],
    ['2345-6789'],
    ['011 2345 67890 1'],
    ['0800 333 4444'],
    ['4123456789'],
    ['598 99 123 456'],
    ['+54 11 2345'],
    ['+1234567'],
    ['+1234567890123456'],
    ['11+2345 6789'],
  ])('%s → null (no link)', (written) => {
    expect(whatsAppNumber(written)).toBeNull();
  });
});

describe('areaCodeLength: the real lengths of Argentine area codes', () => {
  it.each([
    ['1123456789', 2],
    ['2214567890', 3],
    ['3414567890', 3],
    ['3512345678', 3],
    ['2944123456', 3],
    ['2966123456', 4],
    ['3543123456', 4],
    ['2320123456', 4],
  ] as const)('%s → %i', (national, length) => {
    expect(areaCodeLength(national)).toBe(length);
  });
});
