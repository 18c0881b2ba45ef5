import type { TeamListRow } from '@contracts/entities/teams';
import { teamCompetitionStatus } from './team-competition-status';

type RegisteredRow = TeamListRow & {
  competition_status: NonNullable<TeamListRow['competition_status']>;
  payment_status: NonNullable<TeamListRow['payment_status']>;
};

export const isRegistered = (row: TeamListRow): row is RegisteredRow => row.competition_status !== null && row.payment_status !== null;

/** A list row's state, from the registration's status and payment status as the detail reads them (decision 0063). */
export const rowState = (row: TeamListRow) =>
  teamCompetitionStatus(isRegistered(row) ? { status: row.competition_status, payment_status: row.payment_status } : null);
