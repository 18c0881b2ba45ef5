import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { completeMapping, guessMapping } from '@/features/payments/admin/reconcile/column-mapping';
import { matchStatement } from '@/features/payments/admin/reconcile/match-transfers';
import { decodeStatement } from '@/features/payments/admin/reconcile/statement-decode';
import { statementLines } from '@/features/payments/admin/reconcile/statement-lines';
import { readStatementTable } from '@/features/payments/admin/reconcile/statement-table';
import { buildSeedDb } from '../../../mocks/db/seed';
import { DEMO_STATEMENT_FILE, demoPendingTransfers, demoStatementCsv } from '../../../scripts/demo-statement-csv';

describe('the demo statement (public/demo/extracto-demo.csv)', () => {
  const shipped = readFileSync(DEMO_STATEMENT_FILE);

  it('is what scripts/demo-statement.ts writes from the seed (run it after changing the seed)', () => {
    expect(shipped.toString('utf8')).toBe(demoStatementCsv());
  });

  it('does not depend on the day the demo runs', () => {
    expect(demoStatementCsv(buildSeedDb({ today: new Date('2027-03-15T00:00:00.000Z') }))).toBe(demoStatementCsv());
  });

  it('gives a tester every group against the demo: three matched, one to review, lines and a transfer without pair', () => {
    const table = readStatementTable(decodeStatement(shipped));
    const lines = statementLines(table, completeMapping(guessMapping(table.headers))!);
    const pending = demoPendingTransfers();
    const groups = matchStatement(lines.credits, pending);
    expect(groups.matched.map((m) => m.transfer.id)).toEqual(pending.slice(0, 3).map((t) => t.id));
    expect(groups.matched[0]!.reasons).toEqual(['reference', 'amount', 'cuit']);
    expect(groups.review.map((r) => [r.cause, r.candidates.map((c) => c.transfer.id)])).toEqual([['partial', [pending[3]!.id]]]);
    expect(groups.unmatchedLines.map((l) => l.concept)).toEqual([
      'DEPOSITO EN EFECTIVO POR CAJA',
      expect.stringMatching(/^TRANSF\. RECIBIDA CBU \d{22} VARIOS$/),
      expect.stringMatching(/^TRANSF\. RECIBIDA INSCRIPCION \d+ TORNEO$/),
    ]);
    expect(groups.unmatchedTransfers.map((t) => t.id)).toEqual([pending[4]!.id]);
    expect(lines.debits).toBe(2);
  });
});
