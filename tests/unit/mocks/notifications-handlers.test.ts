import { describe, expect, it } from 'vitest';
import * as notifications from '@contracts/notifications';
import { db } from '@mocks/db/store';
import { membersOf, registrationOf, userByUsername } from '@mocks/db/queries';
import { currentCompetition } from '@mocks/rules/current-competition';
import { clientAs } from './signed-in-client';
import { href } from '@/lib/routing/routes';

const idOf = (username: string) => userByUsername(db(), username)!.id;
const teamOf = (username: string) => userByUsername(db(), username)!.team_id!;
const visibleTo = (username: string) => db().userNotifications.filter((n) => n.user_id === idOf(username) && n.status !== 'deleted');
const othersNotification = () => db().userNotifications.find((n) => n.user_id === idOf('capitan.completo') && n.status !== 'deleted')!;

describe('notifications handlers: the bell', () => {
  it("lists the caller's notifications that are not deleted, newest first, with their placeholders data", async () => {
    const reply = await (await clientAs('capitan.completo')).call(notifications.notificationsListOwn);
    const rows = reply.data!;
    expect(rows.map((n) => n.id).sort((a, b) => a - b)).toEqual(visibleTo('capitan.completo').map((n) => n.id).sort((a, b) => a - b));
    const times = rows.map((n) => db().userNotifications.find((r) => r.id === n.id)!.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(rows.find((n) => n.description.includes('{{team_number}}'))?.custom_data).toHaveProperty('team_number');
  });

  it('shows the bell to an account that is not activated yet', async () => {
    const reply = await (await clientAs('usuario.nuevo')).call(notifications.notificationsListOwn);
    expect(reply.data).toEqual([expect.objectContaining({ title: 'Activá tu cuenta', status: 'unread', action_url: href('activateAccount') })]);
  });

  it('marks an own notification as read, keeping the time it arrived', async () => {
    const row = visibleTo('capitan.incompleto').find((n) => n.status === 'unread')!;
    const arrived = row.updated_at;
    const reply = await (await clientAs('capitan.incompleto')).call(notifications.notificationsMarkRead, { params: { id: row.id } });
    expect(reply).toMatchObject({ statusCode: 200, data: { id: row.id, status: 'read', updated_at: arrived } });
    expect(row.status).toBe('read');
  });

  it("deletes an own notification, which leaves the bell; someone else's or a deleted one is 'Notificación no encontrada'", async () => {
    const owner = await clientAs('capitan.incompleto');
    const row = visibleTo('capitan.incompleto')[0]!;
    expect(await owner.call(notifications.notificationsDelete, { params: { id: row.id } })).toMatchObject({ statusCode: 200, data: null });
    expect((await owner.call(notifications.notificationsListOwn)).data!.some((n) => n.id === row.id)).toBe(false);
    expect(await owner.call(notifications.notificationsDelete, { params: { id: row.id } })).toMatchObject({ statusCode: 404, message: 'Notificación no encontrada' });
    expect((await owner.call(notifications.notificationsMarkRead, { params: { id: row.id } })).statusCode).toBe(404);
    const others = othersNotification();
    expect((await owner.call(notifications.notificationsMarkRead, { params: { id: others.id } })).statusCode).toBe(404);
    expect((await owner.call(notifications.notificationsDelete, { params: { id: others.id } })).statusCode).toBe(404);
    expect(others.status).not.toBe('deleted');
  });
});

describe('notifications handlers: per-team reminders', () => {
  it('sends a reminder to every member of a team that still lacks the step (201), from the template', async () => {
    const teamId = teamOf('capitan.incompleto');
    const before = db().userNotifications.length;
    const reply = await (await clientAs('admin.cliente')).call(notifications.notificationsSendToTeam, { params: { teamId }, body: { notification_type: 'missing_members' } });
    const members = membersOf(db(), teamId);
    expect(reply).toMatchObject({ statusCode: 201, data: { team_id: teamId, notification_type: 'missing_members', recipients: members.length } });
    const sent = db().userNotifications.slice(before);
    expect(sent.map((n) => n.user_id).sort()).toEqual(members.map((m) => m.user_id).sort());
    expect(sent[0]).toMatchObject({ status: 'unread', team_id: teamId, title: 'Faltan miembros en tu equipo', icon: 'users', custom_data: { members_count: 2 } });
    expect(sent[0]!.description).toContain('{{team_name}}');
  });

  it('refuses a reminder of a step the team completed, or of a payment without registration (422)', async () => {
    const admin = await clientAs('admin.sistema');
    const done = await admin.call(notifications.notificationsSendToTeam, { params: { teamId: teamOf('capitan.incompleto') }, body: { notification_type: 'missing_boat' } });
    expect(done).toMatchObject({ statusCode: 422, message: 'El equipo ya completó ese paso' });
    const paid = await admin.call(notifications.notificationsSendToTeam, { params: { teamId: teamOf('capitan.completo') }, body: { notification_type: 'payment_due' } });
    expect(paid.statusCode).toBe(422);
    const unregistered = db().teams.find((t) => !registrationOf(db(), t.id, currentCompetition(db())!.id))!;
    const noRegistration = await admin.call(notifications.notificationsSendToTeam, { params: { teamId: unregistered.id }, body: { notification_type: 'payment_due' } });
    expect(noRegistration).toMatchObject({ statusCode: 422, message: 'El equipo no está inscripto en la competencia actual' });
  });

  it('refuses an unknown team (404), a missing type (400) and team owners (403)', async () => {
    const admin = await clientAs('admin.cliente');
    expect(await admin.call(notifications.notificationsSendToTeam, { params: { teamId: 99999 }, body: { notification_type: 'missing_boat' } })).toMatchObject({ statusCode: 404, message: 'No se encontró el equipo.' });
    const noType = await admin.call(notifications.notificationsSendToTeam, { params: { teamId: teamOf('capitan.incompleto') }, body: {} as never });
    expect(noType).toMatchObject({ statusCode: 400, message: 'notification_type: Este campo es obligatorio' });
    const owner = await clientAs('capitan.incompleto');
    expect((await owner.call(notifications.notificationsSendToTeam, { params: { teamId: teamOf('capitan.incompleto') }, body: { notification_type: 'missing_boat' } })).statusCode).toBe(403);
  });

  it("shows each registered team's pending steps and its unread reminders of each kind, which grow with a send", async () => {
    const admin = await clientAs('admin.cliente');
    const rows = (await admin.call(notifications.notificationsListTeamStatus)).data!;
    const registered = db().teamCompetitions.filter((tc) => tc.competition_id === currentCompetition(db())!.id);
    expect(rows).toHaveLength(registered.length);
    expect(rows.map((r) => r.name)).toEqual([...rows.map((r) => r.name)].sort((a, b) => a.localeCompare(b, 'es')));
    expect(rows.find((r) => r.id === teamOf('capitan.completo'))).toMatchObject({ missing_members: false, missing_helmsman: false, missing_boat: false, payment_due: false });
    const incomplete = rows.find((r) => r.id === teamOf('capitan.incompleto'))!;
    expect(incomplete).toMatchObject({ missing_members: true, missing_helmsman: true, missing_boat: false, payment_due: true });

    const sent = await admin.call(notifications.notificationsSendToTeam, { params: { teamId: incomplete.id }, body: { notification_type: 'missing_helmsman' } });
    const after = (await admin.call(notifications.notificationsListTeamStatus)).data!.find((r) => r.id === incomplete.id)!;
    expect(after.activeNotifications.missing_helmsman).toBe(incomplete.activeNotifications.missing_helmsman + sent.data!.recipients);
    expect(after.activeNotifications.missing_boat).toBe(incomplete.activeNotifications.missing_boat);
  });

  it('lists the teams registered in a named competition, and 404 for an unknown competition', async () => {
    const admin = await clientAs('admin.cliente');
    const past = db().competitions.find((c) => c.id !== currentCompetition(db())!.id)!;
    const pastRows = (await admin.call(notifications.notificationsListTeamStatus, { query: { competition_id: past.id } })).data!;
    expect(pastRows.every((r) => registrationOf(db(), r.id, past.id))).toBe(true);
    expect((await admin.call(notifications.notificationsListTeamStatus, { query: { competition_id: 999 } })).statusCode).toBe(404);
  });
});

describe('notifications handlers: general notifications (system admin)', () => {
  it('sends the start reminder to every member of the accepted teams and remembers when', async () => {
    const admin = await clientAs('admin.sistema');
    const competition = currentCompetition(db())!;
    const before = db().userNotifications.length;
    const reply = await admin.call(notifications.notificationsSendStartReminder);
    expect(reply.statusCode).toBe(200);
    const lastSent = reply.data!.lastSent!;
    expect(Date.now() - Date.parse(lastSent)).toBeLessThan(60_000);
    const accepted = db().teamCompetitions.filter((tc) => tc.competition_id === competition.id && tc.status === 'accepted');
    const expected = accepted.flatMap((tc) => membersOf(db(), tc.team_id).map((m) => m.user_id)).sort();
    const sent = db().userNotifications.slice(before);
    expect(sent.map((n) => n.user_id).sort()).toEqual(expected);
    expect(sent.every((n) => n.type === 'competition_start' && n.custom_data.competition_name === `${competition.name} (edición ${competition.edition})`)).toBe(true);
    expect((await admin.call(notifications.notificationsGetLastStartReminder)).data).toEqual({ lastSent });
  });

  it('tells when the last start reminder went out', async () => {
    const reply = await (await clientAs('admin.sistema')).call(notifications.notificationsGetLastStartReminder);
    expect(reply.data).toEqual({ lastSent: db().settings.last_competition_start_reminder });
  });

  it('turns the scheduled notifications off and on, and reports their state', async () => {
    const admin = await clientAs('admin.sistema');
    const initially = (await admin.call(notifications.notificationsGetScheduledStatus)).data!.isRunning;
    expect((await admin.call(notifications.notificationsToggleScheduled)).data).toEqual({ isRunning: !initially });
    expect((await admin.call(notifications.notificationsGetScheduledStatus)).data).toEqual({ isRunning: !initially });
    expect((await admin.call(notifications.notificationsToggleScheduled)).data).toEqual({ isRunning: initially });
  });

  it('keeps the general notifications to the system admin (403 for a client admin)', async () => {
    const clientAdmin = await clientAs('admin.cliente');
    expect((await clientAdmin.call(notifications.notificationsSendStartReminder)).statusCode).toBe(403);
    expect((await clientAdmin.call(notifications.notificationsToggleScheduled)).statusCode).toBe(403);
    expect((await clientAdmin.call(notifications.notificationsGetScheduledStatus)).statusCode).toBe(403);
    expect((await clientAdmin.call(notifications.notificationsGetLastStartReminder)).statusCode).toBe(403);
    expect(db().settings.scheduled_notifications_running).toBe(true);
  });
});
