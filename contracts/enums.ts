import { z } from 'zod';
import { Role, type RoleId } from './roles';

/** SPEC §6 roles (declared in roles.ts, see there why). */
export { Role, type RoleId };
export const roleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export const roleLabels: Record<RoleId, string> = {
  1: 'Super Administrador',
  2: 'Administrador',
  3: 'Dueño de equipo',
  4: 'Miembro de equipo',
  5: 'Fiscal',
};
export const adminRoles = [Role.SystemAdmin, Role.ClientAdmin] as const;
export const teamRoles = [Role.TeamOwner, Role.TeamMember] as const;
/** Tournament day (issue 35, docs/decisions/0071): who works at the dock and on the water — the organisers and the judges. */
export const dayStaffRoles = [Role.SystemAdmin, Role.ClientAdmin, Role.Judge] as const;
/** Who may read a competition's scoring set-up: everyone signed in who takes part in the day. */
export const scoringReaderRoles = [Role.SystemAdmin, Role.ClientAdmin, Role.TeamOwner, Role.TeamMember, Role.Judge] as const;

/** SPEC §4 account status. */
export const accountStatusSchema = z.enum(['registered', 'active', 'inactive']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;
export const accountStatusLabels: Record<AccountStatus, string> = {
  registered: 'Registrado',
  active: 'Activo',
  inactive: 'Inactivo',
};

export const genderSchema = z.enum(['M', 'F']);
export const bloodTypeSchema = z.enum(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);

/** SPEC §3 member categories. The same vocabulary names the reason of a payment exemption (docs/decisions/0003). */
export const memberCategorySchema = z.enum(['journalist', 'past_winner', 'vip', 'other']);
export type MemberCategory = z.infer<typeof memberCategorySchema>;

/** SPEC §3 team categories: 1 minors, 2 female, 3 family (§9). */
export const Category = { Minors: 1, Female: 2, Family: 3 } as const;
export type CategoryId = (typeof Category)[keyof typeof Category];
export const categoryIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const categoryLabels: Record<CategoryId, string> = { 1: 'Menor', 2: 'Dama', 3: 'Familia' };

/** SPEC §9 payment types: card provider (Mercado Pago), bank transfer, cash. */
export const paymentTypeSchema = z.enum(['mercadopago', 'transfer', 'cash']);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** SPEC §3 card provider statuses; the provider spells 'canceled' both ways, so both are accepted. */
export const providerPaymentStatusSchema = z.enum([
  'approved',
  'authorized',
  'in_process',
  'pending',
  'canceled',
  'cancelled',
  'charged_back',
  'in_mediation',
  'refunded',
  'rejected',
]);
export type ProviderPaymentStatus = z.infer<typeof providerPaymentStatusSchema>;

/**
 * A card charge the registration could not take (paid another way meanwhile, or another payment
 * pending; docs/decisions/0067) is returned to the payer through the provider: 'due' while the
 * refund is asked for or waits for the provider's answer, 'failed' when the provider refused it or
 * did not answer (the organisers refund it by hand; a later notification retries), 'refunded' once
 * the provider returned it.
 */
export const cardRefundStatusSchema = z.enum(['due', 'failed', 'refunded']);
export type CardRefundStatus = z.infer<typeof cardRefundStatusSchema>;

/** Why a card charge is returned: the registration was already paid or exempt, or had another payment pending. */
export const cardRefundReasonSchema = z.enum(['already_paid', 'other_payment_pending']);
export type CardRefundReason = z.infer<typeof cardRefundReasonSchema>;

/**
 * What a payment waits for in the organisers' 'Para hacer' (GET /competitions/overview's pending):
 * a card payment reversed after approval whose team has not paid again, or a card charge whose
 * automatic refund failed. The payments list filters by it, so each count links to its rows.
 */
export const paymentToDoSchema = z.enum(['card_reversal', 'card_refund']);
export type PaymentToDo = z.infer<typeof paymentToDoSchema>;

/** SPEC §3 the project's own payment_status, as shown in lists and admin views. */
export const paymentStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** SPEC §3 payment status of a team's registration (competition reads and team detail). */
export const teamPaymentStatusSchema = z.enum(['paid', 'unpaid', 'pending', 'exempt']);
export type TeamPaymentStatus = z.infer<typeof teamPaymentStatusSchema>;

/** SPEC §4 team in competition. */
export const teamCompetitionStatusSchema = z.enum(['registered', 'payment_in_progress', 'accepted']);
export type TeamCompetitionStatus = z.infer<typeof teamCompetitionStatusSchema>;

/** SPEC §3/§4 confirmation of a bank transfer by an admin. */
export const transferConfirmationStatusSchema = z.enum(['pending', 'confirmed', 'rejected']);
export type TransferConfirmationStatus = z.infer<typeof transferConfirmationStatusSchema>;

/** SPEC §3 help-desk ticket status and the channels an admin answers through. */
export const helpTicketStatusSchema = z.enum(['pending', 'resolved']);
export type HelpTicketStatus = z.infer<typeof helpTicketStatusSchema>;
export const responseMethodSchema = z.enum(['email', 'phone', 'system', 'whatsapp', 'notification']);
export type ResponseMethod = z.infer<typeof responseMethodSchema>;

/** SPEC §3 notifications. */
export const notificationStatusSchema = z.enum(['unread', 'read', 'deleted']);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;
export const notificationIconSchema = z.enum(['ship', 'credit-card', 'users', 'anchor', 'trophy', 'check-circle']);
export type NotificationIcon = z.infer<typeof notificationIconSchema>;
/** SPEC §7 POST /user_notifications/teams/{teamId}: what a team is reminded of. */
export const teamNotificationTypeSchema = z.enum(['missing_members', 'missing_helmsman', 'missing_boat', 'payment_due']);
export type TeamNotificationType = z.infer<typeof teamNotificationTypeSchema>;

/** SPEC §4 user log actions. */
/**
 * SPEC §3 user log actions, plus password_reset: issue 11 asks that every account change be
 * logged with the acting admin, and that the log show an access recovery's reset.
 */
export const userLogActionSchema = z.enum(['creation', 'activation', 'deactivation', 'reactivation', 'deletion', 'password_reset']);
export type UserLogAction = z.infer<typeof userLogActionSchema>;
