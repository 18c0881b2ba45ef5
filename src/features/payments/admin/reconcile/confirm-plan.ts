import type { PendingTransfer } from '@contracts/entities/payments';
import { formatMoney } from '@/lib/format/format';
import { toCents, type ReconcileGroups } from './match-transfers';
import type { StatementLine } from './statement-lines';

/** Which transfer each line pays, by the line's number in the file; a line absent pays none. */
export type Choices = ReadonlyMap<number, number>;

/** At first every matched line pays its transfer; a line to review pays none until the admin chooses. */
export const initialChoices = (groups: ReconcileGroups): Choices => new Map(groups.matched.map((m) => [m.line.line, m.transfer.id]));

export type PlannedConfirmation = { line: StatementLine; transfer: PendingTransfer };
export type ConfirmPlan = { items: PlannedConfirmation[]; totalCents: number };

/** The confirmations the admin's choices make, in the statement's order, and their total. */
export function confirmPlan(groups: ReconcileGroups, choices: Choices): ConfirmPlan {
  const lines = [
    ...groups.matched.map((m) => ({ line: m.line, candidates: [m.transfer] })),
    ...groups.review.map((r) => ({ line: r.line, candidates: r.candidates.map((c) => c.transfer) })),
    // Paired by hand (issue 31): a line no transfer names may pay a transfer no line names.
    ...groups.unmatchedLines.map((line) => ({ line, candidates: groups.unmatchedTransfers })),
  ];
  const planned = new Set<number>();
  const items = lines
    .sort((a, b) => a.line.line - b.line.line)
    .flatMap(({ line, candidates }) => {
      const chosen = candidates.find((t) => t.id === choices.get(line.line));
      // One line pays a transfer: the screen prevents a second choice, the plan does not trust it.
      if (!chosen || planned.has(chosen.id)) return [];
      planned.add(chosen.id);
      return [{ line, transfer: chosen }];
    });
  return { items, totalCents: items.reduce((sum, i) => sum + toCents(i.transfer.payment_amount), 0) };
}

/** Money as the app shows it, with a plain space: it is also stored in a note. */
export const money = (cents: number) => formatMoney(cents / 100).replace('\u00a0', ' ');

/** The note each confirmation carries: which statement line paid it ('…: 21/11/2026, $ 210.000,00, línea 14'). */
export const reconcileNote = (line: StatementLine) => `Conciliado con el extracto: ${line.date.text}, ${money(line.amountCents)}, línea ${line.line}`;

/** 'Vas a confirmar 12 transferencias por $ 2.520.000,00' */
export const planSentence = (plan: ConfirmPlan) =>
  `Vas a confirmar ${plan.items.length === 1 ? '1 transferencia' : `${plan.items.length} transferencias`} por ${money(plan.totalCents)}`;
