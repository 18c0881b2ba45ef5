import { describe, expect, it } from 'vitest';
import { csvText, displayText } from '@/ui/data-table/cell-format';

describe('cell text on screen', () => {
  it('shows es-AR numbers, money, dd/mm/aaaa dates in Argentine time and Sí / No', () => {
    expect(displayText(1234.5, 'number')).toBe('1.234,5');
    expect(displayText(45000, 'money')).toBe('$\u00a045.000,00');
    // 02:00 UTC on 1 March is still 28 February in Buenos Aires.
    expect(displayText('2026-03-01T02:00:00Z', 'date')).toBe('28/02/2026');
    expect(displayText('2026-03-01T15:04:00Z', 'datetime')).toBe('01/03/2026, 12:04');
    expect(displayText('1990-07-09', 'date')).toBe('09/07/1990');
    expect(displayText(true, 'boolean')).toBe('Sí');
    expect(displayText(null, 'text')).toBe('');
  });
});

describe('cell text in the CSV', () => {
  it('writes numbers with a decimal comma and no thousands separator, money with two decimals', () => {
    expect(csvText(1234.5, 'number')).toBe('1234,5');
    expect(csvText(-3, 'number')).toBe('-3');
    expect(csvText(45000, 'money')).toBe('45000,00');
    expect(csvText(1500.5, 'money')).toBe('1500,50');
  });

  it('writes dates as dd/mm/aaaa (and hh:mm), booleans as Sí / No, blanks empty', () => {
    expect(csvText('2026-11-23T13:00:00Z', 'date')).toBe('23/11/2026');
    expect(csvText('2026-11-23T13:00:00Z', 'datetime')).toBe('23/11/2026 10:00');
    expect(csvText(false, 'boolean')).toBe('No');
    expect(csvText(undefined, 'money')).toBe('');
  });

  it('defuses texts a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("http://x")', 'text')).toBe('\'=HYPERLINK("http://x")');
    expect(csvText('+54 11', 'text')).toBe("'+54 11");
    expect(csvText('@SUM(A1)', 'text')).toBe("'@SUM(A1)");
    expect(csvText('Los Dorados', 'text')).toBe('Los Dorados');
  });
});
