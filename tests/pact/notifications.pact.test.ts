import { describe, it } from 'vitest';
import { notificationsEndpoints } from '@contracts/notifications';
import { toNotification } from '@mocks/db/mappers/misc';
import { membersOf } from '@mocks/db/queries';
import { teamNotificationTypes } from '@mocks/rules/notification-text';
import { teamStatus } from '@mocks/rules/team-status';
import { currentCompetitionOf, idOf, signedInUser, teamOf, UNKNOWN_ID } from './support/examples';
import { fromState } from './support/from-state';
import { createPact } from './support/pact';
import type { StateExamples } from './support/provider-state';
import { verifyCall } from './support/verify-call';

const pact = createPact();

const lastReminder = ({ db }: StateExamples) => ({ lastSent: db.settings.last_competition_start_reminder });

/** One row per team registered in the current competition: what it lacks and how many unread reminders of each kind it has. */
const teamStatusRows = (state: StateExamples) => {
  const { db } = state;
  const competition = currentCompetitionOf(state);
  return db.teamCompetitions
    .filter((tc) => tc.competition_id === competition.id)
    .map((tc) => {
      const team = db.teams.find((t) => t.id === tc.team_id)!;
      const { missing } = teamStatus(db, team.id, competition.id);
      const active = (type: string) => db.userNotifications.filter((n) => n.team_id === team.id && n.type === type && n.status === 'unread').length;
      return {
        id: team.id,
        name: team.name,
        ...missing,
        activeNotifications: Object.fromEntries(teamNotificationTypes.map((type) => [type, active(type)])) as Record<(typeof teamNotificationTypes)[number], number>,
      };
    });
};

describe('Pact: notifications', () => {
  it("lists the signed-in user's notifications", async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.listOwn,
      description: 'a team owner lists the own notifications',
      state: 'a team owner with a complete team exists',
      respond: {
        example: (state) =>
          state.db.userNotifications.filter((n) => n.user_id === signedInUser(state).id && n.status !== 'deleted').map(toNotification),
      },
    });
  });

  it('marks an own notification as read', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.markRead,
      description: 'a team owner marks an unread notification as read',
      state: 'a team owner with an unread notification exists',
      params: { id: fromState('notificationId') },
      respond: {
        example: (state) => ({ ...toNotification(state.db.userNotifications.find((n) => n.id === idOf(state, 'notificationId'))!), status: 'read' as const }),
      },
    });
  });

  it('deletes an own notification', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.delete,
      description: 'a team owner deletes a notification',
      state: 'a team owner with an unread notification exists',
      params: { id: fromState('notificationId') },
      respond: { example: () => null },
    });
  });

  it('answers 404 in Spanish for a notification that does not exist', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.markRead,
      description: 'a team owner marks a notification that does not exist as read',
      state: 'a team owner with a complete team exists',
      params: { id: UNKNOWN_ID },
      respond: { status: 404 },
    });
  });

  it('reminds the members of a team of what it lacks (admins)', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.sendToTeam,
      description: 'a client admin reminds a team of two that it lacks members',
      state: 'a client admin is signed in and an incomplete team exists',
      params: { teamId: fromState('teamId') },
      body: { notification_type: 'missing_members' },
      respond: {
        example: (state) => ({ team_id: idOf(state, 'teamId'), notification_type: 'missing_members' as const, recipients: membersOf(state.db, teamOf(state).id).length }),
      },
    });
  });

  it('refuses a reminder without a type with 400 in Spanish', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.sendToTeam,
      description: 'a client admin sends a team reminder without a type',
      state: 'a client admin is signed in and an incomplete team exists',
      params: { teamId: fromState('teamId') },
      body: {} as never,
      respond: { status: 400 },
    });
  });

  it('refuses with 422 in Spanish a reminder of a step the team already completed', async () => {
    // The incomplete demo team has its boat: the per-team screen and its bulk send show this refusal.
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.sendToTeam,
      description: 'a client admin reminds a team that has a boat that it lacks one',
      state: 'a client admin is signed in and an incomplete team exists',
      params: { teamId: fromState('teamId') },
      body: { notification_type: 'missing_boat' },
      respond: { status: 422 },
    });
  });

  it('reminds a team without a boat that it lacks one (admins)', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.sendToTeam,
      description: 'a client admin reminds a team without a boat that it lacks one',
      state: 'a client admin is signed in and a team without a boat exists',
      params: { teamId: fromState('teamId') },
      body: { notification_type: 'missing_boat' },
      respond: {
        example: (state) => ({ team_id: idOf(state, 'teamId'), notification_type: 'missing_boat' as const, recipients: membersOf(state.db, idOf(state, 'teamId')).length }),
      },
    });
  });

  it('sends the start reminder of the current competition', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.sendStartReminder,
      description: 'a system admin sends the start reminder of the current competition',
      state: 'the user is a system admin',
      respond: { example: lastReminder },
    });
  });

  it('turns the scheduled notifications off and on', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.toggleScheduled,
      description: 'a system admin toggles the scheduled notifications',
      state: 'the user is a system admin',
      respond: { example: ({ db }) => ({ isRunning: !db.settings.scheduled_notifications_running }) },
    });
  });

  it('reads whether the scheduled notifications run', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.getScheduledStatus,
      description: 'a system admin reads the status of the scheduled notifications',
      state: 'the user is a system admin',
      respond: { example: ({ db }) => ({ isRunning: db.settings.scheduled_notifications_running }) },
    });
  });

  it('reads when the last start reminder was sent', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.getLastStartReminder,
      description: 'a system admin reads when the last start reminder was sent',
      state: 'the user is a system admin',
      respond: { example: lastReminder },
    });
  });

  it('lists what each registered team lacks and its active reminders (admins)', async () => {
    await verifyCall(pact, {
      endpoint: notificationsEndpoints.listTeamStatus,
      description: 'a client admin lists the reminder status of the teams of the current competition',
      state: 'the user is a client admin',
      respond: { example: teamStatusRows },
    });
  });
});
