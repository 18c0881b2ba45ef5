import type { TeamNotificationStatusRow } from '@contracts/entities/notifications';
import { ruleBroken } from '../core/errors';
import { membersOf, userById } from '../db/queries';
import type { CompetitionRow, Db, TeamNotificationType, TeamRow, UserNotificationRow } from '../db/schema';
import { notifyUser } from './notification-text';
import { teamStatus } from './team-status';
import { notificationsApiMessages } from '@contracts/notifications-messages';

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

/** SPEC §2 per-team notifications: a reminder of something the team has already done is refused. */
export function remindTeam(db: Db, team: TeamRow, type: TeamNotificationType, competition: CompetitionRow | undefined): UserNotificationRow[] {
  const status = teamStatus(db, team.id, competition?.id);
  if (type === 'payment_due' && !status.registration) throw ruleBroken('El equipo no está inscripto en la competencia actual');
  if (!status.missing[type]) throw ruleBroken(notificationsApiMessages.stepDone);
  return notifyTeamMembers(db, team, type, teamNotificationData(db, team, competition));
}

/**
 * A row of the notifications/teams screen: what the team still lacks, and how many of its
 * reminders of each kind are still unread (one per member reached, so a send to a team of
 * three counts three until they read it).
 */
export function teamNotificationStatusRow(db: Db, team: TeamRow, competitionId: number | undefined): TeamNotificationStatusRow {
  const { missing } = teamStatus(db, team.id, competitionId);
  const unread = db.userNotifications.filter((n) => n.team_id === team.id && n.status === 'unread');
  const count = (type: TeamNotificationType) => unread.filter((n) => n.type === type).length;
  return {
    id: team.id,
    name: team.name,
    ...missing,
    activeNotifications: {
      missing_members: count('missing_members'),
      missing_helmsman: count('missing_helmsman'),
      missing_boat: count('missing_boat'),
      payment_due: count('payment_due'),
    },
  };
}
