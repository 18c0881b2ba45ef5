import type { TeamNotificationType } from '@contracts/enums';
import { TEAM_SIZE, type TeamDetail } from '@contracts/entities/teams';

/**
 * What the team still lacks for the current competition, read from its detail the way the
 * server reads it for the per-team reminders: fewer than 3 members, no helmsman, no boat, and
 * a registration not yet paid or exempt (no payment reminder before the team registers).
 */
export function teamMissingSteps(detail: Pick<TeamDetail, 'members' | 'boat' | 'stats'>): TeamNotificationType[] {
  const { stats } = detail;
  const settled = stats.payment_status === 'paid' || stats.payment_status === 'exempt';
  const missing: Record<TeamNotificationType, boolean> = {
    missing_members: detail.members.length < TEAM_SIZE,
    missing_helmsman: !detail.members.some((m) => m.is_helmsman),
    missing_boat: detail.boat === null,
    payment_due: stats.status !== null && !settled,
  };
  return (Object.keys(missing) as TeamNotificationType[]).filter((step) => missing[step]);
}
