import type { Price, PriceTransferDetails } from '@contracts/entities/competitions';
import { chargedAmount, nextPriceOf } from '@/lib/competitions/price-today';
import { formatDateTime, formatDayMonth, formatTransferAmount } from '@/lib/format/format';

/** The transfer price that follows this one: from when, and what the payer is then asked for. */
export type NextTransferPrice = { start_date: string; amount: number };

export type TransferShareFacts = {
  details: PriceTransferDetails;
  /** The competition the registration is for; its name heads the message. */
  competitionName: string | null;
  /** The registration number: the reference to write in the transfer's concept. */
  registrationNumber: number | null;
  /** The price's last moment (end of an Argentine day, decision 0038). */
  deadline: string | null;
  /** The next transfer price, if the amount changes after the deadline (issue 31). */
  next?: NextTransferPrice | null;
};

/** Among a registration's prices, the transfer price that starts after `current` ends (the earliest). */
export function nextTransferPrice(prices: readonly Price[], current: Pick<Price, 'end_date'>): NextTransferPrice | null {
  const later = nextPriceOf(prices, { payment_type: 'transfer', end_date: current.end_date });
  return later ? { start_date: later.start_date, amount: chargedAmount(later) } : null;
}

/** Until when the amount holds: 'hasta el 07/12/2026, 23:59; desde el 08/12, $ 240.000'. */
export function amountHolds(deadline: string | null, next: NextTransferPrice | null | undefined): string | null {
  if (!deadline) return null;
  const until = `hasta el ${formatDateTime(deadline)}`;
  return next ? `${until}; desde el ${formatDayMonth(next.start_date)}, ${formatTransferAmount(next.amount)}` : until;
}

/**
 * The transfer data as a WhatsApp message for the team (issue 22): whoever pays has what the
 * bank asks for, the amount without decimals (SPEC §9) and the reference for the concept.
 */
export function transferShareText({ details, competitionName, registrationNumber, deadline, next }: TransferShareFacts): string {
  const holds = amountHolds(deadline, next);
  const lines = [
    competitionName ? `Datos para pagar la inscripción en ${competitionName} por transferencia:` : 'Datos para pagar la inscripción por transferencia:',
    `Monto: ${formatTransferAmount(details.price)}${holds ? ` (${holds})` : ''}`,
    `Titular: ${details.account_holder}`,
    `Alias: ${details.transfer_alias}`,
    `CVU/CBU: ${details.cvu_cbu}`,
    `Banco: ${details.bank_name}`,
  ];
  if (registrationNumber !== null) lines.push(`En el concepto escribí el número de inscripción: ${registrationNumber}`);
  return lines.join('\n');
}
