import { z } from 'zod';
import { id, isoDateTime } from '../core/fields';
import { validationMessages as m } from '../core/messages';
import { notificationIconSchema, notificationStatusSchema, teamNotificationTypeSchema } from '../enums';

/** SPEC §3 notification of the top-bar bell. The description's {{placeholders}} are filled from custom_data. */
export const notificationSchema = z.object({
  id,
  status: notificationStatusSchema,
  title: z.string(),
  description: z.string(),
  custom_data: z.record(z.union([z.string(), z.number()])),
  icon: notificationIconSchema,
  /** Target of 'Ver más'; null when there is none. */
  action_url: z.string().nullable(),
  updated_at: isoDateTime,
});
export type Notification = z.infer<typeof notificationSchema>;

const perType = <T extends z.ZodTypeAny>(value: T) =>
  z.object({ missing_members: value, missing_helmsman: value, missing_boat: value, payment_due: value });

/**
 * SPEC §3 team notification status row (notifications/teams screen): for each type, whether
 * it is still pending (true) and how many unread notifications of it the team already has.
 */
export const teamNotificationStatusRowSchema = perType(z.boolean()).extend({
  id,
  name: z.string(),
  activeNotifications: perType(z.number().int().nonnegative()),
});
export type TeamNotificationStatusRow = z.infer<typeof teamNotificationStatusRowSchema>;

/** POST /user_notifications/teams/{teamId}. */
export const teamNotificationInputSchema = z.object({
  notification_type: z.enum(teamNotificationTypeSchema.options, { errorMap: () => ({ message: m.required }) }),
});
export type TeamNotificationInput = z.input<typeof teamNotificationInputSchema>;

/** What the send answers (not shown by the spec): the type sent and how many users got it. */
export const teamNotificationSentSchema = z.object({
  team_id: id,
  notification_type: teamNotificationTypeSchema,
  recipients: z.number().int().nonnegative(),
});

/** SPEC §3 scheduled notification status. */
export const scheduledNotificationsStatusSchema = z.object({ isRunning: z.boolean() });
/** SPEC §3 last competition-start reminder; null before the first one. */
export const lastReminderSchema = z.object({ lastSent: isoDateTime.nullable() });
