import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import {
  lastReminderSchema,
  notificationSchema,
  scheduledNotificationsStatusSchema,
  teamNotificationInputSchema,
  teamNotificationSentSchema,
  teamNotificationStatusRowSchema,
} from './entities/notifications';
import { adminRoles, Role } from './enums';
import { invalid, notFound, ruleBroken, unknownCompetition } from './errors';
import { competitionQuery, idParams, teamIdParams } from './params';
import { competitionsApiMessages } from './competitions-messages';
import { teamsApiMessages } from './teams-messages';
import { validationMessages } from './core/messages';
import { notificationsApiMessages } from './notifications-messages';

const systemAdmin = [Role.SystemAdmin] as const;
/** The bell is in every dashboard, including a registered user's. */
const anyStatusButInactive = ['registered', 'active'] as const;
const notFoundNotification = notFound(notificationsApiMessages.notFound);

/** The notifications calls, keyed by operation name: `notificationsEndpoints.listOwn` is the operation `notifications.listOwn`. */
export const notificationsEndpoints = defineDomain('notifications', {
  /** SPEC §7 Notifications: the bell, per-team reminders and the scheduled ones. */
  listOwn: defineEndpoint({
    method: 'GET',
    path: '/user_notifications',
    summary: 'Notificaciones del usuario (no eliminadas), la más reciente primero',
    auth: true,
    statuses: anyStatusButInactive,
    response: z.array(notificationSchema),
    successStatus: 200,
  }),
  markRead: defineEndpoint({
    method: 'PATCH',
    path: '/user_notifications/{id}/read',
    summary: 'Marcar una notificación propia como leída',
    auth: true,
    statuses: anyStatusButInactive,
    params: idParams,
    response: notificationSchema,
    successStatus: 200,
    errors: { 404: notFoundNotification },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/user_notifications/{id}',
    summary: 'Eliminar una notificación propia',
    auth: true,
    statuses: anyStatusButInactive,
    params: idParams,
    response: z.null(),
    successStatus: 200,
    errors: { 404: notFoundNotification },
  }),
  sendToTeam: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/user_notifications/teams/{teamId}',
    summary: 'Enviar a los miembros de un equipo un aviso de lo que le falta',
    description: 'Se puede enviar aunque el equipo ya tenga un aviso activo del mismo tipo (la pantalla pide confirmación).',
    auth: true,
    roles: adminRoles,
    params: teamIdParams,
    body: teamNotificationInputSchema,
    response: teamNotificationSentSchema,
    successStatus: 201,
    errors: {
      400: invalid(validationMessages.required),
      404: notFound(teamsApiMessages.notFound),
      422: ruleBroken(notificationsApiMessages.stepDone),
    },
    definedByProject: 'SPEC §8: the server response of the notification send is not shown; this project defines it.',
  }),
  sendStartReminder: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/notifications/start-reminder',
    summary: 'Enviar a todos los equipos aceptados el recordatorio de inicio de la competencia actual',
    auth: true,
    roles: systemAdmin,
    response: lastReminderSchema,
    successStatus: 200,
    errors: { 404: notFound(competitionsApiMessages.noneSelected) },
  }),
  toggleScheduled: defineEndpoint({
    method: 'POST',
    path: '/notifications/scheduled/toggle',
    summary: 'Encender o apagar las notificaciones programadas; responde el estado nuevo',
    auth: true,
    roles: systemAdmin,
    response: scheduledNotificationsStatusSchema,
    successStatus: 200,
  }),
  getScheduledStatus: defineEndpoint({
    method: 'GET',
    path: '/notifications/scheduled/status',
    summary: 'Estado de las notificaciones programadas',
    auth: true,
    roles: systemAdmin,
    response: scheduledNotificationsStatusSchema,
    successStatus: 200,
  }),
  getLastStartReminder: defineEndpoint({
    method: 'GET',
    path: '/notifications/last-competition-start-reminder',
    summary: 'Cuándo se envió el último recordatorio de inicio de competencia',
    auth: true,
    roles: systemAdmin,
    response: lastReminderSchema,
    successStatus: 200,
  }),

  /** Not in endpoints.txt: the notifications/teams screen needs it (SPEC §7 'path not shown'). */
  listTeamStatus: defineEndpoint({
    method: 'GET',
    path: '/notifications/teams/status',
    summary: 'Estado de avisos por equipo: qué le falta a cada uno y cuántos avisos activos tiene de cada tipo',
    auth: true,
    roles: adminRoles,
    query: competitionQuery,
    response: z.array(teamNotificationStatusRowSchema),
    successStatus: 200,
    errors: { 404: unknownCompetition() },
    definedByProject: 'SPEC §7: the path of the team status overview for notifications is not shown; this project defines it.',
  }),
});
