import { notificationsApiMessages } from '@contracts/notifications-messages';
/** SPEC §8 texts of the admins' notification screens, and this project's own where the spec names none. */
export const notificationsAdminMessages = {
  toggleError: 'Error al actualizar el estado',
  reminderError: 'Error al enviar el recordatorio',
  sendError: 'Error al enviar la notificación',
  reminderSent: notificationsApiMessages.reminderSent,
  statusLoadError: 'Error al cargar el estado de las notificaciones programadas',
  lastReminderLoadError: 'Error al cargar la fecha del último recordatorio',
  teamsLoadError: 'Error al cargar el estado de los equipos',
} as const;
