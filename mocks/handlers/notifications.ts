import { notificationsEndpoints } from '@contracts/notifications';
import { handle } from '../core/define-handler';
import { notFound } from '../core/errors';
import { toNotification } from '../db/mappers/misc';
import { teamById } from '../db/queries';
import type { Db, UserRow } from '../db/schema';
import { competitionInScope, registeredTeamIds } from '../rules/competition-scope';
import { currentCompetition } from '../rules/current-competition';
import { sendStartReminder } from '../rules/start-reminder';
import { remindTeam, teamNotificationStatusRow } from '../rules/team-notifications';
import { teamsApiMessages } from '@contracts/teams-messages';
import { notificationsApiMessages } from '@contracts/notifications-messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';

const NO_COMPETITION = competitionsApiMessages.noneSelected;

/** The caller's own notification that is not deleted; anyone else's is as unknown as a wrong id. */
const ownNotification = (db: Db, user: UserRow, id: number) => {
  const row = db.userNotifications.find((n) => n.id === id && n.user_id === user.id && n.status !== 'deleted');
  if (!row) throw notFound(notificationsApiMessages.notFound);
  return row;
};

/** SPEC §7 Notifications: the bell, per-team reminders and the scheduled ones. */
export const notificationHandlers = [
  handle(notificationsEndpoints.listOwn, ({ db, user }) => ({
    data: db.userNotifications
      .filter((n) => n.user_id === user.id && n.status !== 'deleted')
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map(toNotification),
  })),

  // updated_at stays: the bell shows it as the time the notice arrived.
  handle(notificationsEndpoints.markRead, ({ params, db, user }) => {
    const row = ownNotification(db, user, params.id);
    row.status = 'read';
    return { data: toNotification(row) };
  }),

  // Soft delete: the row stays for the team's reminder history.
  handle(notificationsEndpoints.delete, ({ params, db, user }) => {
    ownNotification(db, user, params.id).status = 'deleted';
    return { data: null, message: 'Notificación eliminada' };
  }),

  handle(notificationsEndpoints.sendToTeam, ({ params, body, db }) => {
    const team = teamById(db, params.teamId);
    if (!team) throw notFound(teamsApiMessages.notFound);
    const sent = remindTeam(db, team, body.notification_type, currentCompetition(db));
    return {
      data: { team_id: team.id, notification_type: body.notification_type, recipients: sent.length },
      message: 'Notificación enviada',
    };
  }),

  handle(notificationsEndpoints.sendStartReminder, ({ db }) => {
    const competition = currentCompetition(db);
    if (!competition) throw notFound(NO_COMPETITION);
    sendStartReminder(db, competition, new Date().toISOString());
    return { data: { lastSent: db.settings.last_competition_start_reminder }, message: notificationsApiMessages.reminderSent };
  }),

  handle(notificationsEndpoints.toggleScheduled, ({ db }) => {
    db.settings.scheduled_notifications_running = !db.settings.scheduled_notifications_running;
    return { data: { isRunning: db.settings.scheduled_notifications_running } };
  }),

  handle(notificationsEndpoints.getScheduledStatus, ({ db }) => ({ data: { isRunning: db.settings.scheduled_notifications_running } })),

  handle(notificationsEndpoints.getLastStartReminder, ({ db }) => ({ data: { lastSent: db.settings.last_competition_start_reminder } })),

  // The teams registered in the competition (the current one unless named), by name.
  handle(notificationsEndpoints.listTeamStatus, ({ query, db }) => {
    const competition = competitionInScope(db, query.competition_id);
    const registered = registeredTeamIds(db, competition?.id);
    return {
      data: db.teams
        .filter((t) => registered.has(t.id))
        .sort((a, b) => a.name.localeCompare(b.name, 'es'))
        .map((t) => teamNotificationStatusRow(db, t, competition?.id)),
    };
  }),
];
