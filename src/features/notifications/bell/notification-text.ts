import type { Notification } from '@contracts/entities/notifications';
import { fillPlaceholders } from '@/lib/format/fill-placeholders';

/** A notification's title and description with their placeholders filled (SPEC §3). */
export const notificationText = (n: Pick<Notification, 'title' | 'description' | 'custom_data'>) => ({
  title: fillPlaceholders(n.title, n.custom_data),
  description: fillPlaceholders(n.description, n.custom_data),
});
