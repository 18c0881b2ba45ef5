import { describe, expect, it } from 'vitest';
import { decodeStatement } from '@/features/payments/admin/reconcile/statement-decode';
import { cuitsIn, parseStatementAmount, parseStatementDate, standaloneNumbers } from '@/features/payments/admin/reconcile/statement-values';

describe('parseStatementAmount: cents from what home banking writes', () => {
  it.each([
    ['210.000,00', 21_000_000],
    ['210000,00', 21_000_000],
    ['$ 210.000,00', 21_000_000],
    ['ARS 210.000,00', 21_000_000],
    ['210,000.00', 21_000_000],
    ['210000.00', 21_000_000],
    ['210.000', 21_000_000],
    ['210000', 21_000_000],
    ['1.234.567,89', 123_456_789],
    ['0,5', 50],
    ['-1.500,00', -150_000],
    ['1.500,00-', -150_000],
    ['(1.500,00)', -150_000],
    ['$ -1.500,00', -150_000],
  ])('%s → %i cents', (text, cents) => {
    expect(parseStatementAmount(text)).toBe(cents);
  });

  it.each(['', '   ', 'Importe', '1,2,3', '12,345,67', '1,234', 'abc 12'])('reads no amount in %j', (text) => {
    expect(parseStatementAmount(text)).toBeNull();
  });
});

describe('parseStatementDate: es-AR days and ISO', () => {
  it.each([
    ['21/11/2026', '21/11/2026'],
    ['1/2/2026', '01/02/2026'],
    ['21/11/26', '21/11/2026'],
    ['21-11-2026', '21/11/2026'],
    ['21.11.2026', '21/11/2026'],
    ['21/11/2026 14:30', '21/11/2026'],
    ['21/11/2026 14:30:05', '21/11/2026'],
    ['2026-11-21', '21/11/2026'],
    ['2026-11-21 10:15:00', '21/11/2026'],
    ['2026-11-21T10:15:00-03:00', '21/11/2026'],
  ])('%s is %s', (text, shown) => {
    expect(parseStatementDate(text)?.text).toBe(shown);
  });

  it.each(['31/02/2026', '32/01/2026', '11/21/2026', 'Fecha', '', 'Total', '2026/11/21x'])('%j is no day', (text) => {
    expect(parseStatementDate(text)).toBeNull();
  });
});

describe('standaloneNumbers: the references a concept may carry', () => {
  it('finds numbers standing alone, also glued to letters', () => {
    expect(standaloneNumbers('Insc 12 N°34 REF:7 equipo-8')).toEqual([12, 34, 7, 8]);
  });

  it('does not read the digits of a CBU, a CUIT, a date, an amount or a time as references', () => {
    expect(standaloneNumbers('CBU 0110599520000001234567 CUIT 20-12345678-3 21/11/2026 210.000,00 14:30')).toEqual([]);
    // A 12 inside the CBU or the CUIT is no reference; the one standing alone is.
    expect(standaloneNumbers('CBU 0110599512000001234512 CUIT 20-12121212-1 ref 12')).toEqual([12]);
  });

  it('reads a run of more than 9 digits (an account number) as no reference', () => {
    expect(standaloneNumbers('Cta 1234567890')).toEqual([]);
    expect(standaloneNumbers('Cta 123456789')).toEqual([123_456_789]);
  });
});

describe('cuitsIn', () => {
  it('finds CUITs with and without dashes, not inside longer numbers', () => {
    expect(cuitsIn('DE 20123456783 y 27-11222333-4, CBU 0110599520000001234567')).toEqual(['20123456783', '27112223334']);
  });
});

describe('decodeStatement', () => {
  const text = 'Fecha;Descripción;Crédito\n21/11/2026;Inscripción 12;210.000,00\n';

  it('reads UTF-8 and drops its BOM', () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeStatement(utf8)).toBe(text);
    expect(decodeStatement(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
  });

  it('reads Windows-1252 when the bytes are not UTF-8', () => {
    // 'ó' is 0xF3 in Latin-1 / Windows-1252, an invalid byte in UTF-8.
    const latin1 = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    expect(decodeStatement(latin1)).toBe(text);
  });
});
