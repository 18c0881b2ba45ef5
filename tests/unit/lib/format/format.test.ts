import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatTransferAmount,
} from '@/lib/format/format';

const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('formats ARS with a $ prefix, dot thousands and comma decimals', () => {
    expect(formatMoney(1234.5)).toBe(`$${nbsp}1.234,50`);
    expect(formatMoney(1234567.891, 'ARS')).toBe(`$${nbsp}1.234.567,89`);
    expect(formatMoney(0)).toBe(`$${nbsp}0,00`);
  });

  it('formats CLP with a $ prefix and no decimals', () => {
    expect(formatMoney(45000, 'CLP')).toBe(`$${nbsp}45.000`);
    expect(formatMoney(45000.6, 'CLP')).toBe(`$${nbsp}45.001`);
  });

  it('puts the minus sign before the $', () => {
    expect(formatMoney(-50, 'ARS')).toBe(`-$${nbsp}50,00`);
  });

  it('shows a transfer amount without decimals', () => {
    expect(formatTransferAmount(150000)).toBe(`$${nbsp}150.000`);
    expect(formatTransferAmount(1234.5)).toBe(`$${nbsp}1.235`);
  });
});

describe('formatNumber', () => {
  it('uses es-AR separators', () => {
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(12.5, 1)).toBe('12,5');
  });
});

describe('dates (es-AR, 24-hour, Argentine time)', () => {
  it('formats a date-time in 24-hour time in Argentina', () => {
    expect(formatDateTime('2026-11-23T17:05:00Z')).toBe('23/11/2026, 14:05');
    expect(formatDateTime('2026-11-24T01:30:00.000Z')).toBe('23/11/2026, 22:30');
  });

  it('keeps a bare calendar date on its day', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
    expect(formatDate('1990-01-01')).toBe('01/01/1990');
  });

  it('shows a dash for empty or unreadable values', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDateTime('no-es-fecha')).toBe('—');
    expect(formatDate(undefined, 'Sin fecha')).toBe('Sin fecha');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says "ahora" for the last few seconds', () => {
    expect(formatRelativeTime(ago(3_000), now)).toBe('ahora');
  });

  it('uses the largest unit that fits, in Spanish', () => {
    expect(formatRelativeTime(ago(30_000), now)).toBe('hace 30 segundos');
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('hace 5 minutos');
    expect(formatRelativeTime(ago(60_000), now)).toBe('hace 1 minuto');
    expect(formatRelativeTime(ago(2 * 3_600_000 + 59_000), now)).toBe('hace 2 horas');
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('ayer');
    expect(formatRelativeTime(ago(3 * 86_400_000), now)).toBe('hace 3 días');
    expect(formatRelativeTime(ago(14 * 86_400_000), now)).toBe('hace 2 semanas');
    expect(formatRelativeTime(ago(400 * 86_400_000), now)).toBe('el año pasado');
  });

  it('speaks of the future too', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 3 * 86_400_000), now)).toBe('dentro de 3 días');
  });

  it('returns an empty string for an unreadable date', () => {
    expect(formatRelativeTime('nunca', now)).toBe('');
  });
});
