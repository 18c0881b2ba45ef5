import type { PendingTransfer } from '@contracts/entities/payments';
import type { StatementLine } from './statement-lines';
import { cuitDigits, standaloneNumbers } from './statement-values';

/** Why a pending transfer may be what a line pays, in the order the screen names them. */
export type MatchReason = 'reference' | 'amount' | 'cuit';
export const reasonOrder: readonly MatchReason[] = ['reference', 'amount', 'cuit'];

export type Candidate = { transfer: PendingTransfer; reasons: MatchReason[] };
export type ReviewCause = 'several' | 'partial' | 'duplicate';

export type MatchedLine = { line: StatementLine; transfer: PendingTransfer; reasons: MatchReason[] };
export type ReviewLine = { line: StatementLine; candidates: Candidate[]; cause: ReviewCause };
export type ReconcileGroups = {
  matched: MatchedLine[];
  review: ReviewLine[];
  unmatchedLines: StatementLine[];
  unmatchedTransfers: PendingTransfer[];
};

export const toCents = (amount: number) => Math.round(amount * 100);

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The pending transfers indexed by what a line can name: the reference and the sender's CUIT. */
export function indexTransfers(pending: readonly PendingTransfer[]) {
  const byReference = new Map<number, PendingTransfer[]>();
  const byCuit = new Map<string, PendingTransfer[]>();
  for (const t of pending) {
    if (t.registration_number !== null) push(byReference, t.registration_number, t);
    push(byCuit, cuitDigits(t.sender_cuit), t);
  }
  return { byReference, byCuit };
}
export type TransferIndex = ReturnType<typeof indexTransfers>;

/**
 * The transfers a line may pay: those whose registration number stands alone in its concept
 * (the reference owners are told to write, issue 10) or whose sender's CUIT is the line's;
 * each with every reason that agrees, the amount to the cent included. The amount alone
 * names no candidate: at one price, hundreds of teams pay the same.
 */
export function candidatesOf(line: StatementLine, index: TransferIndex): Candidate[] {
  const found = new Map<number, Set<MatchReason>>();
  const transfers = new Map<number, PendingTransfer>();
  const add = (t: PendingTransfer, reason: MatchReason) => {
    transfers.set(t.id, t);
    const reasons = found.get(t.id) ?? new Set<MatchReason>();
    reasons.add(reason);
    found.set(t.id, reasons);
  };
  for (const n of new Set(standaloneNumbers(line.concept))) for (const t of index.byReference.get(n) ?? []) add(t, 'reference');
  for (const cuit of line.cuits) for (const t of index.byCuit.get(cuit) ?? []) add(t, 'cuit');
  return [...found].map(([id, reasons]) => {
    const transfer = transfers.get(id)!;
    if (toCents(transfer.payment_amount) === line.amountCents) reasons.add('amount');
    return { transfer, reasons: reasonOrder.filter((r) => reasons.has(r)) };
  });
}

const agrees = (c: Candidate) => c.reasons.includes('reference') && c.reasons.includes('amount');

/**
 * Sorts the statement's credits against the pending transfers, in three groups:
 * - matched: the line has exactly one candidate, its reference and amount agree, and no
 *   other line also agrees on both with the same transfer;
 * - to review: a line with candidates that is not matched: several candidates, only some of
 *   reference, amount and CUIT agree, or two lines for one transfer (a transfer paid twice,
 *   or the same file joined twice); the admin chooses;
 * - unmatched: lines without candidates, and pending transfers no line names.
 * The groups keep the statement's order. Pure and linear in lines + transfers (indexed by Map).
 */
export function matchStatement(lines: readonly StatementLine[], pending: readonly PendingTransfer[]): ReconcileGroups {
  const index = indexTransfers(pending);
  const withCandidates = lines.map((line) => ({ line, candidates: candidatesOf(line, index) }));
  const claims = new Map<number, number>();
  const named = new Set<number>();
  for (const { candidates } of withCandidates) {
    for (const c of candidates) {
      named.add(c.transfer.id);
      if (agrees(c)) claims.set(c.transfer.id, (claims.get(c.transfer.id) ?? 0) + 1);
    }
  }
  const groups: ReconcileGroups = { matched: [], review: [], unmatchedLines: [], unmatchedTransfers: [] };
  for (const { line, candidates } of withCandidates) {
    if (candidates.length === 0) groups.unmatchedLines.push(line);
    else if (candidates.some((c) => agrees(c) && claims.get(c.transfer.id)! > 1)) groups.review.push({ line, candidates, cause: 'duplicate' });
    else if (candidates.length > 1) groups.review.push({ line, candidates, cause: 'several' });
    else if (agrees(candidates[0]!)) groups.matched.push({ line, transfer: candidates[0]!.transfer, reasons: candidates[0]!.reasons });
    else groups.review.push({ line, candidates, cause: 'partial' });
  }
  groups.unmatchedTransfers = pending.filter((t) => !named.has(t.id));
  return groups;
}
