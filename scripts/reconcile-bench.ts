import { performance } from 'node:perf_hooks';
import { completeMapping, guessMapping } from '../src/features/payments/admin/reconcile/column-mapping.ts';
import { matchStatement } from '../src/features/payments/admin/reconcile/match-transfers.ts';
import { decodeStatement } from '../src/features/payments/admin/reconcile/statement-decode.ts';
import { statementLines } from '../src/features/payments/admin/reconcile/statement-lines.ts';
import { readStatementTable } from '../src/features/payments/admin/reconcile/statement-table.ts';
import { buildSeedDb } from '../mocks/db/seed.ts';
import { demoPendingTransfers } from './demo-statement-csv.ts';

/**
 * How long the reconciliation takes to read a statement of ~3,000 lines and match it against the
 * pending transfers of the large demo (MOCK_SCALE=5000), the work the page does on the main thread
 * when the admin confirms the columns (`npx tsx scripts/reconcile-bench.ts [lines]`; not in npm test).
 * The statement pays every pending transfer once (two thirds by reference, one third by CUIT only),
 * among bank charges, deposits, transfers with a CBU in the concept and references of no pending team. Prints the median of 7 runs.
 * `--quick` (scripts/smoke-scripts.ts, in npm test): 300 lines against a demo of 500 extra teams.
 */
const QUICK = process.argv.includes('--quick');
const LINES = QUICK ? 300 : Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 3000);
const pending = demoPendingTransfers(buildSeedDb({ scale: QUICK ? 500 : 5000 }));
const money = (pesos: number) => pesos.toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d),)/g, '.');
// Each pending transfer is paid once at most (a repeated payment would only fill 'Para revisar').
let paid = 0;
const rows = Array.from({ length: LINES }, (_, i) => {
  const kind = i % 6;
  const pays = kind === 0 || kind === 3 || kind === 5;
  const t = pays && paid < pending.length ? pending[paid++]! : undefined;
  const concept =
    !pays ? (kind === 1 ? `TRANSF. RECIBIDA CBU 01105995200000${String(100_000_000 + i)} VARIOS` : kind === 2 ? 'COMISION MANTENIMIENTO CUENTA' : `DEPOSITO ${i}`)
    : !t ? `TRANSF. RECIBIDA REF ${900_000 + i}`
    : kind === 5 ? `TRANSFERENCIA INMEDIATA ${t.sender_cuit.replace(/-/g, '')}`
    : `TRANSF. RECIBIDA DE ${t.sender_last_name.toUpperCase()} CUIT ${t.sender_cuit} REF ${t.registration_number}`;
  const pesos = kind === 2 ? -1_500 : t ? t.payment_amount : 50_000;
  return `${String((i % 28) + 1).padStart(2, '0')}/11/2026;${48_000_000 + i};${concept};${money(pesos)};0,00`;
});
const bytes = new TextEncoder().encode(['Banco de prueba', '', 'Fecha;Comprobante;Concepto;Importe;Saldo', ...rows].join('\r\n'));

const times: number[] = [];
const readTimes: number[] = [];
let summary = '';
for (let run = 0; run < 7; run++) {
  const start = performance.now();
  const table = readStatementTable(decodeStatement(bytes));
  const lines = statementLines(table, completeMapping(guessMapping(table.headers))!);
  readTimes.push(performance.now() - start);
  const groups = matchStatement(lines.credits, pending);
  times.push(performance.now() - start);
  summary = `${lines.credits.length} créditos, ${groups.matched.length} coinciden, ${groups.review.length} para revisar, ${groups.unmatchedLines.length} líneas y ${groups.unmatchedTransfers.length} transferencias sin pareja`;
}
const median = (list: number[]) => [...list].sort((a, b) => a - b)[3]!.toFixed(1);
console.info(`bench: reconcile-${LINES}-lines-${pending.length}-pending ${median(times)} ms (leer ${median(readTimes)} ms + cotejar; mediana de 7; ${summary})`);
