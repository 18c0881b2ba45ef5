import type { MemberCompetitions, Price, RegisteredCompetition } from '@contracts/entities/competitions';

/**
 * Why the owner cannot pay a transfer price now, read from the owner's competitions (GET
 * /competitions): the same rules the server applies to POST /payments/transfer (SPEC §4: a
 * registered team with nothing paid or pending; SPEC §9: inside the price's window), said
 * before the form instead of after it.
 */
export type TransferBlock =
  | { kind: 'not-registered' }
  | { kind: 'settled'; registration: RegisteredCompetition }
  | { kind: 'in-progress' }
  | { kind: 'expired'; price: Price }
  | { kind: 'not-open'; price: Price };

export function transferBlock(competitions: MemberCompetitions, priceId: number, now: Date = new Date()): TransferBlock | null {
  const registration = competitions.registeredCompetitions.find((c) => c.prices.some((p) => p.id === priceId));
  if (!registration) return { kind: 'not-registered' };
  if (registration.payment_status === 'paid' || registration.payment_status === 'exempt') return { kind: 'settled', registration };
  if (registration.payment_status === 'pending' || registration.status !== 'registered') return { kind: 'in-progress' };
  const price = registration.prices.find((p) => p.id === priceId)!;
  if (now.getTime() > new Date(price.end_date).getTime()) return { kind: 'expired', price };
  if (now.getTime() < new Date(price.start_date).getTime()) return { kind: 'not-open', price };
  return null;
}

/** The registration the price belongs to: its number is the transfer's reference. */
export const registrationOfPrice = (competitions: MemberCompetitions, priceId: number) =>
  competitions.registeredCompetitions.find((c) => c.prices.some((p) => p.id === priceId));
