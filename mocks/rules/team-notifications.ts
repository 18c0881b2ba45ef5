import { membersOf, userById } from '../db/queries';
import type { CompetitionRow, Db, TeamRow, UserNotificationRow } from '../db/schema';
import { notifyUser } from './notification-text';
import { teamStatus } from './team-status';

type NotificationData = UserNotificationRow['custom_data'];

/** The {{placeholders}} every team template may use (notification-text.ts), from the db. */
export function teamNotificationData(db: Db, team: TeamRow, competition: CompetitionRow | undefined): NotificationData {
  const status = teamStatus(db, team.id, competition?.id);
  return {
    team_name: team.name,
    members_count: status.membersCount,
    competition_name: competition?.name ?? '',
    team_number: status.registration?.team_number ?? '',
  };
}

/**
 * One unread notification of a kind for each member of the team (the owner is a member),
 * all with the same time. Deactivated accounts never see the bell again, so they are skipped.
 */
export function notifyTeamMembers(
  db: Db,
  team: TeamRow,
  type: UserNotificationRow['type'],
  custom_data: NotificationData,
  at: string = new Date().toISOString(),
): UserNotificationRow[] {
  return membersOf(db, team.id)
    .filter((m) => userById(db, m.user_id)?.status !== 'inactive')
    .map((m) => notifyUser(db, { user_id: m.user_id, team_id: team.id, type, custom_data, created_at: at }));
}
