import { teamStateOf, type TeamState } from '@contracts/entities/team-state';
import type { RegisteredCompetition } from '@contracts/entities/competitions';
import type { BadgeTone } from '@/ui/badge';
import { teamStateLabels, teamStateTone } from '@/lib/labels/team-state-labels';

type Registration = Pick<RegisteredCompetition, 'status' | 'payment_status'>;

export type TeamStatusTone = BadgeTone;

/**
 * SPEC §4 display of a team's registration, read once by `teamStateOf` (contracts, shared with
 * the server's counts) and worded by the one labels module (decision 0063). A null
 * registration reads 'Sin inscribir'.
 */
export function teamCompetitionStatus(registration: Registration | null): { state: TeamState; label: string; tone: TeamStatusTone } {
  const state = teamStateOf(registration);
  return { state, label: teamStateLabels[state], tone: teamStateTone[state] };
}
