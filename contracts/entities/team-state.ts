import { z } from 'zod';
import type { TeamCompetitionStatus, TeamPaymentStatus } from '../enums';

/**
 * One vocabulary of a team's state in a competition (issue 31, decision 0063): SPEC §4's display
 * rule read once, by the server when it counts (GET /competitions/overview) and by every screen
 * when it labels (src/lib/labels/team-state-labels.ts), so the home's counts and the lists'
 * 'Estado' column are the same partition of the same teams.
 */
export const teamStateSchema = z.enum(['not_registered', 'registered', 'payment_in_progress', 'paid_awaiting_acceptance', 'paid', 'exempt', 'unknown']);
export type TeamState = z.infer<typeof teamStateSchema>;

/** The states of a registered team: every registration is in exactly one. */
export const registeredTeamStates = ['registered', 'payment_in_progress', 'paid_awaiting_acceptance', 'paid', 'exempt', 'unknown'] as const satisfies readonly TeamState[];
export type RegisteredTeamState = (typeof registeredTeamStates)[number];

type Registration = { status: TeamCompetitionStatus; payment_status: TeamPaymentStatus };

/**
 * SPEC §4's order, with one change (decision 0063): an exempt team is 'exempt' even once
 * accepted, where SPEC's first rule would call it 'Pagado' — an organiser reading 'Pagado'
 * beside 'Total pagado $ 0,00' cannot tell an exemption from a lost payment.
 */
export function teamStateOf(registration: Registration): RegisteredTeamState;
export function teamStateOf(registration: Registration | null): TeamState;
export function teamStateOf(registration: Registration | null): TeamState {
  if (!registration) return 'not_registered';
  const { status, payment_status } = registration;
  if (payment_status === 'exempt') return 'exempt';
  if (status === 'accepted' && payment_status === 'paid') return 'paid';
  if (status === 'registered' && payment_status === 'paid') return 'paid_awaiting_acceptance';
  if (status === 'registered' && payment_status === 'unpaid') return 'registered';
  if (status === 'payment_in_progress' || payment_status === 'pending') return 'payment_in_progress';
  return 'unknown';
}
