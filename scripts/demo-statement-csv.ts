import type { PendingTransfer } from '../contracts/entities/payments.ts';
import { toPendingTransfer } from '../mocks/db/mappers/payments.ts';
import { userById } from '../mocks/db/queries.ts';
import type { Db } from '../mocks/db/schema.ts';
import { buildSeedDb } from '../mocks/db/seed.ts';
import { paymentsIn, transfersToConfirm } from '../mocks/rules/payments-waiting.ts';

/**
 * The sample bank statement of the demo (public/demo/extracto-demo.csv), written from the seed
 * so it stays in step with it (`npx tsx scripts/demo-statement.ts` writes it; a unit test fails when the
 * shipped file differs). A Banco Nación-like export: UTF-8 with BOM as Excel saves it, ';',
 * a few lines above the table, signed amounts. Against the demo's pending transfers (oldest
 * reported first, by registration number) it has:
 * - three lines that match: the first three transfers, reference in the concept, exact amount;
 * - one line to review: the fourth transfer's reference with a different amount;
 * - lines without pair: bank charges (debits), a cash deposit, a transfer whose concept carries
 *   a registration number only inside a CBU, and one naming a team already paid (not pending);
 * - the fifth pending transfer has no line.
 * The file depends on no date: the seed's registration numbers, CUITs and amounts do not move
 * with the day the demo runs.
 */
/** Where the demo build serves it from (public/), relative to the repository. */
export const DEMO_STATEMENT_FILE = 'public/demo/extracto-demo.csv';

/** The seed's pending transfers of the current competition, by registration number. */
export function demoPendingTransfers(db: Db = buildSeedDb()): PendingTransfer[] {
  return transfersToConfirm(db, paymentsIn(db, undefined))
    .map((t) => toPendingTransfer(db, t))
    .sort((a, b) => (a.registration_number ?? 0) - (b.registration_number ?? 0));
}

/**
 * The usernames of the owners whose transfer the statement's matching lines pay (the first
 * three pending transfers): once those are confirmed, their team has every step done.
 */
export function demoStatementPaidOwners(db: Db = buildSeedDb()): string[] {
  return demoPendingTransfers(db)
    .slice(0, 3)
    .map((t) => userById(db, db.teams.find((team) => team.id === t.team_id)!.owner_id)!.username);
}

/** es-AR amount as the bank writes it: '210.000,00', '-1.500,00'. */
const amount = (pesos: number) => {
  const [whole, cents] = Math.abs(pesos).toFixed(2).split('.');
  return `${pesos < 0 ? '-' : ''}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};

export function demoStatementCsv(db: Db = buildSeedDb()): string {
  const pending = demoPendingTransfers(db);
  if (pending.length < 5) throw new Error(`La semilla tiene ${pending.length} transferencias pendientes; el extracto de demostración necesita 5`);
  const [a, b, c, d] = pending as [PendingTransfer, PendingTransfer, PendingTransfer, PendingTransfer];
  const pendingNumbers = new Set(pending.map((t) => t.registration_number));
  const paid = db.teamCompetitions.find((tc) => tc.payment_status === 'paid' && !pendingNumbers.has(tc.registration_number) && (tc.registration_number ?? 0) > 9);
  const cuit = (t: PendingTransfer) => t.sender_cuit.replace(/-/g, '');
  const name = (t: PendingTransfer) => `${t.sender_last_name} ${t.sender_first_name}`.toUpperCase();
  const movements: [day: string, concept: string, pesos: number][] = [
    ['17/11/2026', `TRANSF. RECIBIDA DE ${name(a)} CUIT ${cuit(a)} REF ${a.registration_number}`, a.payment_amount],
    ['17/11/2026', 'COMISION MANTENIMIENTO CUENTA', -1_500],
    ['18/11/2026', `TRANSFERENCIA INMEDIATA ${name(b)} - Inscripcion ${b.registration_number}`, b.payment_amount],
    ['18/11/2026', 'DEPOSITO EN EFECTIVO POR CAJA', 50_000],
    ['19/11/2026', `TRANSF. RECIBIDA DE ${name(c)} N ${c.registration_number} TORNEO`, c.payment_amount],
    ['19/11/2026', `TRANSF. RECIBIDA CBU 01105995200000000${String(d.registration_number).padStart(5, '0')} VARIOS`, 180_000],
    ['20/11/2026', `TRANSFERENCIA INMEDIATA ${name(d)} REF ${d.registration_number}`, d.payment_amount - 10_000],
    ['20/11/2026', 'IMP. LEY 25.413 DEB', -1_080],
    ['21/11/2026', `TRANSF. RECIBIDA INSCRIPCION ${paid?.registration_number ?? 99} TORNEO`, 210_000],
  ];
  let balance = 1_000_000;
  const rows = movements.map(([day, concept, pesos], i) => {
    balance += pesos;
    return [day, String(48_213_370 + i), concept, amount(pesos), amount(balance)].join(';');
  });
  const lines = [
    'Banco de la Nación Argentina - Extracto de demostración (datos inventados)',
    'Cuenta Corriente en Pesos N° 2345-67890/1',
    'Período: 17/11/2026 al 21/11/2026',
    '',
    'Fecha;Comprobante;Concepto;Importe;Saldo',
    ...rows,
  ];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
