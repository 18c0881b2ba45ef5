import type { PriceTransferDetails } from '@contracts/entities/competitions';
import { formatDateTime, formatTransferAmount } from '@/lib/format/format';

export type TransferShareFacts = {
  details: PriceTransferDetails;
  /** The competition the registration is for; its name heads the message. */
  competitionName: string | null;
  /** The registration number: the reference to write in the transfer's concept. */
  registrationNumber: number | null;
  /** The price's last moment (end of an Argentine day, decision 0038). */
  deadline: string | null;
};

/**
 * The transfer data as a WhatsApp message for the team (issue 22): whoever pays has what the
 * bank asks for, the amount without decimals (SPEC §9) and the reference for the concept.
 */
export function transferShareText({ details, competitionName, registrationNumber, deadline }: TransferShareFacts): string {
  const lines = [
    competitionName ? `Datos para pagar la inscripción en ${competitionName} por transferencia:` : 'Datos para pagar la inscripción por transferencia:',
    `Monto: ${formatTransferAmount(details.price)}`,
    `Alias: ${details.transfer_alias}`,
    `CVU/CBU: ${details.cvu_cbu}`,
    `Banco: ${details.bank_name}`,
  ];
  if (registrationNumber !== null) lines.push(`En el concepto escribí el número de inscripción: ${registrationNumber}`);
  if (deadline) lines.push(`Se puede pagar hasta el ${formatDateTime(deadline)}.`);
  return lines.join('\n');
}
