import type { Db, NotificationIcon, TeamNotificationType, UserNotificationRow } from '../db/schema';
import { nextId } from '../db/store';
import { cardPaymentNoticeTexts } from '@contracts/card-payment-notices';
import { teamReminderTexts } from '@contracts/team-reminder-texts';

type Template = { title: string; description: string; icon: NotificationIcon; action_url: string | null };

/**
 * SPEC §3 notifications: descriptions keep {{placeholders}}, filled from custom_data when
 * read. One template per kind, shared by the seed and the send handlers.
 */
export const notificationTemplates: Record<UserNotificationRow['type'], Template> = {
  missing_members: { ...teamReminderTexts.missing_members, icon: 'users', action_url: '/dashboard/my-members' },
  missing_helmsman: { ...teamReminderTexts.missing_helmsman, icon: 'anchor', action_url: '/dashboard/my-members' },
  missing_boat: { ...teamReminderTexts.missing_boat, icon: 'ship', action_url: '/dashboard/my-boat' },
  payment_due: { ...teamReminderTexts.payment_due, icon: 'credit-card', action_url: '/dashboard/competitions' },
  competition_start: {
    title: 'La competencia está por comenzar',
    description: '{{competition_name}} comienza el {{start_date}}. ¡Preparen los equipos!',
    icon: 'trophy',
    action_url: '/dashboard/competitions',
  },
  payment_approved: {
    title: '¡Inscripción confirmada!',
    description: 'Recibimos el pago de {{team_name}} para {{competition_name}}. Su número de equipo es {{team_number}}.',
    icon: 'check-circle',
    action_url: '/dashboard/home',
  },
  payment_rejected: {
    title: 'Transferencia rechazada',
    description: 'La transferencia de {{team_name}} para {{competition_name}} fue rechazada: {{reason}}. Podés volver a pagar desde Competencia.',
    icon: 'credit-card',
    action_url: '/dashboard/competitions',
  },
  payment_reversed: {
    title: 'El pago con tarjeta se revirtió',
    description: 'El pago con tarjeta de {{team_name}} para {{competition_name}} fue {{reason}}: la inscripción vuelve a estar impaga. Podés volver a pagar desde Competencia.',
    icon: 'credit-card',
    action_url: '/dashboard/competitions',
  },
  card_payment_rejected: { ...cardPaymentNoticeTexts.card_payment_rejected, icon: 'credit-card', action_url: '/dashboard/competitions' },
  card_charge_refunded: { ...cardPaymentNoticeTexts.card_charge_refunded, icon: 'credit-card', action_url: '/dashboard/home' },
  payment_exempted: {
    title: '¡Inscripción exenta de pago!',
    description: 'La inscripción de {{team_name}} en {{competition_name}} fue eximida del pago. Su número de equipo es {{team_number}}.',
    icon: 'check-circle',
    action_url: '/dashboard/home',
  },
  payment_exemption_removed: {
    title: 'Se quitó la exención de pago',
    description: 'La inscripción de {{team_name}} en {{competition_name}} vuelve a requerir el pago. Podés pagar desde Competencia.',
    icon: 'credit-card',
    action_url: '/dashboard/competitions',
  },
  help_ticket_resolved: {
    title: 'Respondimos tu solicitud',
    description: 'Tu solicitud "{{ticket_title}}" fue respondida: {{response}}',
    icon: 'check-circle',
    action_url: '/dashboard/help',
  },
  // Issue 35: the jury's rejection reaches every member of the team.
  catch_rejected: {
    title: 'Captura rechazada por el jurado',
    description: 'El jurado rechazó la captura de {{species_name}} de {{size_cm}} cm de {{team_name}}: {{reason}}. No suma puntos.',
    icon: 'anchor',
    action_url: null,
  },
  general: {
    title: '{{title}}',
    description: '{{message}}',
    icon: 'check-circle',
    action_url: null,
  },
};

/** 'Hola {{name}}' + {name: 'Ana'} → 'Hola Ana'; unknown placeholders stay as they are. */
export const fillPlaceholders = (text: string, data: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in data ? String(data[key]) : whole));

export const teamNotificationTypes: readonly TeamNotificationType[] = ['missing_members', 'missing_helmsman', 'missing_boat', 'payment_due'];

/** Adds an unread notification of a kind for a user. */
export function notifyUser(
  db: Db,
  n: Pick<UserNotificationRow, 'user_id' | 'type' | 'custom_data'> &
    Partial<Pick<UserNotificationRow, 'team_id' | 'status' | 'created_at' | 'title' | 'icon' | 'action_url'>>,
): UserNotificationRow {
  const template = notificationTemplates[n.type];
  const at = n.created_at ?? new Date().toISOString();
  const row: UserNotificationRow = {
    id: nextId(db.userNotifications),
    user_id: n.user_id,
    team_id: n.team_id ?? null,
    type: n.type,
    status: n.status ?? 'unread',
    title: n.title ?? template.title,
    description: template.description,
    custom_data: n.custom_data,
    icon: n.icon ?? template.icon,
    action_url: n.action_url !== undefined ? n.action_url : template.action_url,
    created_at: at,
    updated_at: at,
  };
  db.userNotifications.push(row);
  return row;
}
