import { z } from 'zod';
import { asDigits, cuit, cuitField, id, isoDateTime, optionalText, requiredId, requiredText } from '../core/fields';
import { validationMessages as m } from '../core/messages';
import {
  cardRefundReasonSchema,
  cardRefundStatusSchema,
  paymentStatusSchema,
  paymentToDoSchema,
  paymentTypeSchema,
  providerPaymentStatusSchema,
  transferConfirmationStatusSchema,
} from '../enums';
import { formMessages } from '../messages';

/** SPEC §3 payment, as a row of the payments list. Amounts are numbers (ARS). */
/**
 * Card specifics as the provider reported them (issue 34): Mercado Pago's status and
 * status_detail, payment method and installments. The demo's payments have only the status.
 */
/**
 * The refund of a card charge the registration could not take (docs/decisions/0067): the payment
 * is recorded as rejected (never counted) and the provider is asked to return the money.
 * `failure` says why the last automatic attempt did not return it (the organisers refund by hand).
 */
export const cardRefundSchema = z.object({
  reason: cardRefundReasonSchema,
  status: cardRefundStatusSchema,
  requested_at: isoDateTime.nullable(),
  refunded_at: isoDateTime.nullable(),
  failure: z.string().nullable(),
});
export type CardRefund = z.infer<typeof cardRefundSchema>;

export const cardPaymentDetailsSchema = z.object({
  provider_status: providerPaymentStatusSchema.nullable(),
  status_detail: z.string().nullable(),
  payment_method: z.string().nullable(),
  installments: z.number().int().nullable(),
  /** Only for a charge the registration could not take; absent or null otherwise. */
  refund: cardRefundSchema.nullable().optional(),
});
export type CardPaymentDetails = z.infer<typeof cardPaymentDetailsSchema>;

export const paymentSchema = z.object({
  payment_id: id,
  team_name: z.string(),
  team_id: id,
  /** The team's registration number in the competition. */
  registration_number: z.number().int().nullable(),
  team_number: z.number().int().nullable(),
  payment_type: paymentTypeSchema,
  payment_status: paymentStatusSchema,
  /** What the organiser receives. */
  payment_amount: z.number(),
  /** What the payer was charged (price plus platform fee when the fee is added on top). */
  payment_attempt_amount: z.number(),
  payment_created_at: isoDateTime,
  payment_updated_at: isoDateTime,
  /** Card payments only. */
  mercadopago_payment_id: z.string().nullable(),
  /** Card payments only (issue 34): what the provider reported; the list's CSV carries it. */
  card: cardPaymentDetailsSchema.nullable().optional(),
  /**
   * What this payment waits for in the organisers' 'Para hacer' (decision 0067): the overview counts
   * the rows with each value, and its links open the list filtered by it. Null when nothing waits.
   */
  to_do: paymentToDoSchema.nullable().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * Cash specifics (SPEC §3). An owner's cash payment is a declaration until an admin confirms
 * receipt (docs/decisions/0007): until then nobody has received it (received_* null); a
 * declaration the admin rejects keeps the reason.
 */
export const cashPaymentDetailsSchema = z.object({
  payer_first_name: z.string(),
  payer_last_name: z.string(),
  payer_dni: z.string(),
  received_date: isoDateTime.nullable(),
  received_by_username: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});
export type CashPaymentDetails = z.infer<typeof cashPaymentDetailsSchema>;

/** Transfer specifics (SPEC §3). */
export const transferPaymentDetailsSchema = z.object({
  transfer_payment_id: id,
  sender_first_name: z.string(),
  sender_last_name: z.string(),
  sender_cuit: cuit,
  transfer_confirmation_status: transferConfirmationStatusSchema,
  transfer_confirmed_at: isoDateTime.nullable(),
  transfer_confirmed_by_username: z.string().nullable(),
  transfer_rejection_reason: z.string().nullable(),
  transfer_admin_notes: z.string().nullable(),
});
export type TransferPaymentDetails = z.infer<typeof transferPaymentDetailsSchema>;

/** Payment detail screen: general info plus the method's specifics (null for other methods). */
export const paymentDetailSchema = paymentSchema.extend({
  cash: cashPaymentDetailsSchema.nullable(),
  transfer: transferPaymentDetailsSchema.nullable(),
});

/**
 * Mercado Pago's webhook (issue 34, Checkout Pro): `?data.id=<payment id>&type=payment` and a
 * JSON body `{action, type, data: {id}, ...}`; only the query's data.id is signed. Anything else
 * in the body is ignored.
 */
const notificationToken = z.string().max(64).regex(/^[\w.:-]*$/);
export const cardNotificationQuerySchema = z.object({ 'data.id': notificationToken.optional(), type: notificationToken.optional() });
export const cardNotificationBodySchema = z
  .object({
    type: notificationToken.optional(),
    action: notificationToken.optional(),
    data: z.object({ id: z.union([notificationToken, z.number()]) }).partial().optional(),
  })
  .passthrough();
export const cardNotificationAnswerSchema = z.object({ received: z.boolean() });
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

/** A row of a team's payment history (admin team detail, SPEC §3 'Detail rows'). */
export const paymentHistoryRowSchema = z.object({
  id,
  type: paymentTypeSchema,
  status: paymentStatusSchema,
  amount: z.number(),
  date: isoDateTime,
  updated_at: isoDateTime,
  transfer_status: transferConfirmationStatusSchema.nullable(),
  transfer_confirmed_at: isoDateTime.nullable(),
  transfer_rejection_reason: z.string().nullable(),
  cash_received_by_username: z.string().nullable(),
});
export type PaymentHistoryRow = z.infer<typeof paymentHistoryRowSchema>;

/** Pending transfers list (admins confirm or reject). `id` is the transfer's id. */
export const pendingTransferSchema = z.object({
  id,
  team_name: z.string(),
  team_id: id,
  registration_number: z.number().int().nullable(),
  sender_first_name: z.string(),
  sender_last_name: z.string(),
  sender_cuit: cuit,
  payment_amount: z.number(),
  confirmation_status: transferConfirmationStatusSchema,
  transfer_created_at: isoDateTime,
  payment_id: id,
});
export type PendingTransfer = z.infer<typeof pendingTransferSchema>;

/** Card payment state for the payment result screen (SPEC §2 payment/success). */
export const paymentStatusResultSchema = z.object({
  payment_id: id,
  mercadopago_payment_id: z.string(),
  /** The provider's status; the screen shows one panel per value. */
  status: providerPaymentStatusSchema,
  payment_status: paymentStatusSchema,
  team_number: z.number().int().nullable(),
  /**
   * Set when the charge could not be taken and goes back to the payer (decision 0067): the provider
   * may still say 'approved', but the registration was already paid or had another payment pending.
   */
  refund_reason: cardRefundReasonSchema.nullable().optional(),
});
export type PaymentStatusResult = z.infer<typeof paymentStatusResultSchema>;

/** GET /payment_attempts: the provider's checkout link, opened in a new tab. */
export const paymentLinkSchema = z.object({ checkInUrl: z.string().url() });

// ---- Forms ----

// Each field says its own `validationMessages.required`; SPEC §5's 'Todos los campos son
// obligatorios' is the form's message, once, at the top of its error summary (decision 0046).
const required = formMessages.allFieldsRequired;

/** SPEC §5 Transfer payment (payer): all required and trimmed, CUIT 11 digits. */
export const transferPaymentInputSchema = z.object({
  comp_price_id: requiredId(formMessages.transferPriceMissing),
  sender_first_name: requiredText(1, 100),
  sender_last_name: requiredText(1, 100),
  sender_cuit: cuitField(),
});
export type TransferPaymentInput = z.input<typeof transferPaymentInputSchema>;

/** Admin variant: for a given team. */
export const transferPaymentAdminInputSchema = transferPaymentInputSchema.extend({ team_id: requiredId(required) });
export type TransferPaymentAdminInput = z.input<typeof transferPaymentAdminInputSchema>;

/** Payer DNI: 7 or 8 digits, like every DNI the app checks by pattern (docs/decisions/0003). */
const payerDni = asDigits(requiredText(1, 9).pipe(z.string().regex(/^\d{7,8}$/, m.pattern)));

/** SPEC §5 Cash payment: like the transfer, with the payer's DNI. */
export const cashPaymentInputSchema = z.object({
  comp_price_id: requiredId(),
  payer_first_name: requiredText(1, 100),
  payer_last_name: requiredText(1, 100),
  payer_dni: payerDni,
});

/** Admin variant: for a given team. */
export const cashPaymentAdminInputSchema = cashPaymentInputSchema.extend({ team_id: requiredId(required) });

/** Body of POST /payments/cash: admins send team_id; a primary user pays for the own team. */
export const cashPaymentBodySchema = cashPaymentInputSchema.extend({ team_id: requiredId(required).optional() });

/** PATCH /payments/transfer/{id}/confirm. */
export const transferConfirmSchema = z.object({ admin_notes: optionalText(1, 500) });

/** PATCH /payments/transfer/{id}/reject: a reason is required. */
export const transferRejectSchema = z.object({
  rejection_reason: requiredText(3, 500),
  admin_notes: optionalText(1, 500),
});

/** PATCH /payments/cash/{id}/reject: why the declared cash is refused (the team is told). */
export const cashRejectSchema = z.object({ rejection_reason: requiredText(3, 500) });

/** POST /payments: the card payment id the provider appended to the return URL (?payment_id=). */
export const cardPaymentInputSchema = z.object({
  payment_id: z
    .string({ required_error: formMessages.paymentIdMissing })
    .trim()
    .min(1, formMessages.paymentIdMissing)
    .regex(/^\d+$/, formMessages.paymentIdMissing),
});
