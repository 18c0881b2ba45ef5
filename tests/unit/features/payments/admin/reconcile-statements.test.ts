import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { completeMapping, guessMapping, rememberMapping, rememberedMapping } from '@/features/payments/admin/reconcile/column-mapping';
import { decodeStatement } from '@/features/payments/admin/reconcile/statement-decode';
import { statementLines } from '@/features/payments/admin/reconcile/statement-lines';
import { readStatementTable } from '@/features/payments/admin/reconcile/statement-table';

/** A fixture of tests/fixtures/bank-statements/ (illustrative shapes of Argentine banks' exports) read as the screen reads it. */
const read = (name: string) => readStatementTable(decodeStatement(readFileSync(`tests/fixtures/bank-statements/${name}.csv`)));
const credits = (name: string) => {
  const table = read(name);
  const result = statementLines(table, completeMapping(guessMapping(table.headers))!);
  return { ...result, credits: result.credits.map((c) => ({ line: c.line, date: c.date.text, concept: c.concept, cents: c.amountCents, cuits: c.cuits })) };
};

describe('bank statements: each shape read with the guessed mapping', () => {
  it('Banco Nación: Latin-1, CRLF, lines above the table, signed amounts, a closing balance row', () => {
    const table = read('banco-nacion');
    expect(table.headers).toEqual(['Fecha', 'Comprobante', 'Concepto', 'Importe', 'Saldo']);
    expect(guessMapping(table.headers)).toEqual({ date: 0, concept: 2, detail: null, amount: 3, cuit: null });
    expect(credits('banco-nacion')).toEqual({
      credits: [
        { line: 7, date: '03/11/2026', concept: 'TRANSF. RECIBIDA CBU 0110599520000001234567 REF 12', cents: 21_000_000, cuits: [] },
        { line: 9, date: '05/11/2026', concept: 'TRANSFERENCIA DE TERCEROS Inscripción N° 7 - Pérez', cents: 18_000_000, cuits: [] },
      ],
      debits: 2,
      ignored: 1,
    });
  });

  it('Galicia: UTF-8 with BOM, debits and credits apart, the concept and the description together', () => {
    const table = read('galicia');
    expect(guessMapping(table.headers)).toEqual({ date: 0, concept: 6, detail: 1, amount: 4, cuit: null });
    expect(credits('galicia')).toMatchObject({
      credits: [
        { line: 2, date: '21/11/2026', concept: 'Equipo 15 inscripcion · TRANSFERENCIA DE TERCEROS', cents: 21_000_000 },
        { line: 4, date: '22/11/2026', concept: 'Varios · TRANSFERENCIA INMEDIATA', cents: 24_000_000 },
      ],
      debits: 1,
      ignored: 0,
    });
  });

  it('Galicia: mapped to its additional legends, the reference and the CUIT written there are read', () => {
    const table = read('galicia');
    const lines = statementLines(table, { ...completeMapping(guessMapping(table.headers))!, detail: 10 });
    expect(lines.credits.map((c) => [c.concept, c.cuits])).toEqual([
      ['Equipo 15 inscripcion · 20-28765432-1', ['20287654321']],
      ['Varios · Ref 16', []],
    ]);
  });

  it('Santander: quoted cells with ",", a title above, two-digit years, amounts in English format', () => {
    expect(read('santander').headers).toEqual(['Fecha', 'Descripción', 'Referencia', 'Importe', 'Saldo']);
    expect(credits('santander')).toMatchObject({
      credits: [
        { line: 5, date: '21/11/2026', cents: 21_000_000, cuits: [] },
        { line: 7, date: '22/11/2026', cents: 18_000_000, cuits: ['20312345679'] },
      ],
      debits: 1,
      ignored: 0,
    });
  });

  it('BBVA: ",", ISO dates with time, decimal point, a CUIT column', () => {
    const table = read('bbva');
    expect(guessMapping(table.headers)).toEqual({ date: 0, concept: 1, detail: null, amount: 2, cuit: 4 });
    expect(credits('bbva')).toMatchObject({
      credits: [
        { line: 2, date: '21/11/2026', concept: 'TRANSFERENCIA RECIBIDA - 33', cents: 21_000_000, cuits: ['27301112224'] },
        { line: 4, date: '23/11/2026', cents: 10_500_000, cuits: ['20259998887'] },
      ],
      debits: 1,
    });
  });

  it('Macro: "$ 210.000,00" in a credits column, a CUIT in the description, a totals row ignored', () => {
    expect(credits('macro')).toMatchObject({
      credits: [
        { line: 2, date: '20/11/2026', cents: 21_000_000, cuits: ['20298765431'] },
        { line: 4, date: '24/11/2026', cents: 24_000_000, cuits: [] },
      ],
      debits: 1,
      ignored: 1,
    });
  });

  it('without a recognisable header, takes the first line as the header and guesses the separator', () => {
    const table = readStatementTable('A;B;C\n21/11/2026;Ref 12;210.000,00\n');
    expect(table.headers).toEqual(['A', 'B', 'C']);
    expect(table.rows).toEqual([{ line: 2, cells: ['21/11/2026', 'Ref 12', '210.000,00'] }]);
    expect(completeMapping(guessMapping(table.headers))).toBeNull();
  });
});

describe('the mapping is remembered per header row', () => {
  beforeEach(() => localStorage.clear());
  const headers = ['Fecha', 'Detalle', 'Importe'];

  it('gives back what was confirmed for the same header row, and nothing for another', () => {
    expect(rememberedMapping(headers)).toBeNull();
    rememberMapping(headers, { date: 0, concept: 1, detail: null, amount: 2, cuit: null });
    expect(rememberedMapping(headers)).toEqual({ date: 0, concept: 1, detail: null, amount: 2, cuit: null });
    expect(rememberedMapping(['Fecha', 'Detalle', 'Monto'])).toBeNull();
  });

  it('ignores a stored mapping that does not fit the header row', () => {
    rememberMapping(headers, { date: 0, concept: 1, detail: null, amount: 7, cuit: null });
    expect(rememberedMapping(headers)).toBeNull();
  });
});
