import { describe, expect, it } from 'vitest';
import type { PendingTransfer } from '@contracts/entities/payments';
import { confirmPlan, initialChoices, planSentence, reconcileNote } from '@/features/payments/admin/reconcile/confirm-plan';
import { matchStatement } from '@/features/payments/admin/reconcile/match-transfers';
import type { StatementLine } from '@/features/payments/admin/reconcile/statement-lines';

const transfer = (id: number, registration: number | null, amount: number, cuit: string): PendingTransfer => ({
  id,
  team_name: `Equipo ${id}`,
  team_id: 100 + id,
  registration_number: registration,
  sender_first_name: 'Ana',
  sender_last_name: 'Pérez',
  sender_cuit: cuit,
  payment_amount: amount,
  confirmation_status: 'pending',
  transfer_created_at: '2026-11-20T15:00:00.000Z',
  payment_id: 200 + id,
});
const line = (n: number, concept: string, pesos: number, cuits: string[] = []): StatementLine => ({
  line: n,
  date: { year: 2026, month: 11, day: 21, text: '21/11/2026' },
  concept,
  amountCents: Math.round(pesos * 100),
  cuits,
});

const t12 = transfer(1, 12, 210_000, '20-12345678-3');
const t13 = transfer(2, 13, 210_000, '27-22333444-5');
const t7 = transfer(3, 7, 180_000, '20-30111222-9');
const pending = [t12, t13, t7];
const ids = (list: { transfer: PendingTransfer }[]) => list.map((m) => m.transfer.id);

describe('matchStatement', () => {
  it('matches a line whose reference and amount agree with exactly one pending transfer', () => {
    const groups = matchStatement([line(14, 'TRANSF RECIBIDA REF 12', 210_000)], pending);
    expect(groups.matched).toEqual([{ line: expect.objectContaining({ line: 14 }), transfer: t12, reasons: ['reference', 'amount'] }]);
    expect(groups.review).toEqual([]);
    expect(groups.unmatchedTransfers).toEqual([t13, t7]);
  });

  it('names the CUIT too when it agrees, from the column or the concept', () => {
    const groups = matchStatement([line(2, 'Insc 12', 210_000, ['20123456783'])], pending);
    expect(groups.matched[0]!.reasons).toEqual(['reference', 'amount', 'cuit']);
  });

  it('matches the amount to the cent', () => {
    const groups = matchStatement([line(3, 'ref 12', 209_999.99)], pending);
    expect(groups.matched).toEqual([]);
    expect(groups.review).toEqual([{ line: expect.objectContaining({ line: 3 }), candidates: [{ transfer: t12, reasons: ['reference'] }], cause: 'partial' }]);
  });

  it('sends to review a line where only the CUIT and the amount agree (no reference written)', () => {
    const groups = matchStatement([line(4, 'TRANSFERENCIA INMEDIATA', 180_000, ['20301112229'])], pending);
    expect(groups.review[0]).toMatchObject({ cause: 'partial', candidates: [{ transfer: t7, reasons: ['amount', 'cuit'] }] });
  });

  it('does not read a registration number inside a CBU or a CUIT as the reference', () => {
    // 12 and 13 appear inside the CBU and the CUIT only: no candidate.
    const groups = matchStatement([line(5, 'CBU 0110599512000001234513 CUIT 20-12131213-1', 210_000)], pending);
    expect(groups.unmatchedLines.map((l) => l.line)).toEqual([5]);
    expect(groups.unmatchedTransfers).toEqual(pending);
  });

  it('sends to review a line that names several pending transfers, with every candidate', () => {
    const groups = matchStatement([line(6, 'Equipos 12 y 13', 210_000)], pending);
    expect(groups.review[0]).toMatchObject({ cause: 'several' });
    expect(ids(groups.review[0]!.candidates)).toEqual([1, 2]);
  });

  it('sends both lines to review when two lines agree with the same transfer (paid twice, or the file joined twice)', () => {
    const groups = matchStatement([line(7, 'ref 12', 210_000), line(9, 'inscripcion 12', 210_000)], pending);
    expect(groups.matched).toEqual([]);
    expect(groups.review.map((r) => [r.line.line, r.cause])).toEqual([
      [7, 'duplicate'],
      [9, 'duplicate'],
    ]);
  });

  it('keeps a match when another line names the same transfer without agreeing on reference and amount', () => {
    const groups = matchStatement([line(7, 'ref 12', 210_000), line(8, 'ref 12 seña', 50_000)], pending);
    expect(groups.matched.map((m) => m.line.line)).toEqual([7]);
    expect(groups.review.map((r) => [r.line.line, r.cause])).toEqual([[8, 'partial']]);
  });

  it('leaves unmatched the lines with no candidate and the transfers no line names; the amount alone names none', () => {
    const groups = matchStatement([line(10, 'DEPOSITO EFECTIVO', 210_000), line(11, 'ref 7', 180_000)], pending);
    expect(groups.unmatchedLines.map((l) => l.line)).toEqual([10]);
    expect(groups.matched.map((m) => m.transfer.id)).toEqual([3]);
    expect(groups.unmatchedTransfers).toEqual([t12, t13]);
  });

  it('ignores a transfer without registration number for references but finds it by CUIT', () => {
    const loose = transfer(9, null, 210_000, '20-40111222-3');
    const groups = matchStatement([line(12, 'ref 9', 210_000), line(13, 'de 20401112223', 210_000, ['20401112223'])], [loose]);
    expect(groups.unmatchedLines.map((l) => l.line)).toEqual([12]);
    expect(groups.review[0]).toMatchObject({ cause: 'partial', candidates: [{ transfer: loose, reasons: ['amount', 'cuit'] }] });
  });
});

describe('the confirmations the admin chooses', () => {
  const groups = matchStatement([line(14, 'ref 12', 210_000), line(15, 'Equipos 13 y 7', 180_000), line(16, 'nada', 1)], pending);

  it('starts with every matched line and no line to review', () => {
    const plan = confirmPlan(groups, initialChoices(groups));
    expect(plan.items.map((i) => [i.line.line, i.transfer.id])).toEqual([[14, 1]]);
    expect(plan.totalCents).toBe(21_000_000);
  });

  it('adds a reviewed line only once the admin chose its transfer, and drops an unticked match', () => {
    const chosen = new Map(initialChoices(groups)).set(15, 3);
    expect(confirmPlan(groups, chosen).items.map((i) => [i.line.line, i.transfer.id])).toEqual([
      [14, 1],
      [15, 3],
    ]);
    chosen.delete(14);
    expect(confirmPlan(groups, chosen).items.map((i) => i.line.line)).toEqual([15]);
  });

  it('ignores a choice that is not one of the line’s candidates', () => {
    expect(confirmPlan(groups, new Map([[15, 1]])).items).toEqual([]);
  });

  it('says how many and for how much, and notes the statement line on each', () => {
    const plan = confirmPlan(groups, new Map(initialChoices(groups)).set(15, 3));
    expect(planSentence(plan)).toBe('Vas a confirmar 2 transferencias por $ 390.000,00');
    expect(planSentence(confirmPlan(groups, initialChoices(groups)))).toBe('Vas a confirmar 1 transferencia por $ 210.000,00');
    expect(reconcileNote(plan.items[0]!.line)).toBe('Conciliado con el extracto: 21/11/2026, $ 210.000,00, línea 14');
  });
});
