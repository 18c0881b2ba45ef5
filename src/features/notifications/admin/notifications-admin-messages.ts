import { notificationsApiMessages } from '@contracts/notifications-messages';
import * as failureMessages from '@/api/failure-messages';
/** SPEC §8 texts of the admins' notification screens, and this project's own where the spec names none. */
export const notificationsAdminMessages = {
  toggleError: failureMessages.helpDesk.updateStatus,
  reminderError: failureMessages.notifications.remind,
  sendError: failureMessages.notifications.send,
  reminderSent: notificationsApiMessages.reminderSent,
  statusLoadError: failureMessages.notifications.scheduled,
  lastReminderLoadError: failureMessages.notifications.lastReminder,
  teamsLoadError: failureMessages.notifications.teams,
} as const;
