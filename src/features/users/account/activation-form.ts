import type { z } from 'zod';
import type { activationSchema } from '@contracts/auth';
import { validationMessages } from '@contracts/core/messages';
import type { ErrorCode } from '@contracts/core/envelope';
import type { Member } from '@contracts/entities/members';
import { addressInputSchema, personalInfoInputSchema } from '@contracts/entities/people';
import { conflictMessages, formMessages } from '@contracts/messages';
import * as failureMessages from '@/api/failure-messages';
import type { FormValues } from '@/lib/forms/form-values';

/**
 * The activation screen edits one flat form: the personal data and the (single) address
 * side by side. The rules are the contract's own, merged; the body splits them again.
 */
export const activationFormSchema = personalInfoInputSchema.merge(addressInputSchema);

export type ActivationField = keyof typeof activationFormSchema.shape;
/** What the inputs hold: text, an ISO date, or a select's key ('' while nothing is chosen). */
export type ActivationFormValues = FormValues<typeof activationFormSchema>;
export type ActivationFormData = z.output<typeof activationFormSchema>;
export type ActivationBody = z.input<typeof activationSchema>;

const personalFields = personalInfoInputSchema.keyof().options;
const addressFields = addressInputSchema.keyof().options;

const pick = <K extends string>(data: Record<string, unknown>, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, data[key]])) as Record<K, unknown>;

/** The tournament is Argentine: most people keep it, anyone may change it. */
export const DEFAULT_COUNTRY = 'Argentina';

export const emptyActivationForm = (): ActivationFormValues =>
  Object.fromEntries(
    [...personalFields, ...addressFields].map((key) => [key, key === 'country' ? DEFAULT_COUNTRY : '']),
  ) as ActivationFormValues;

/**
 * The form of a member the owner added (GET /team_members/{id}, decision 0047): what the owner
 * entered (names, DNI, birth date, e-mail, phones…) and the stored address, so the member
 * checks and completes it instead of typing it all again. Nothing stored stays empty.
 */
export function activationFormFrom(member: Pick<Member, 'personal_info' | 'addresses'>): ActivationFormValues {
  const info: Record<string, unknown> = member.personal_info;
  const address: Record<string, unknown> = member.addresses.find((a) => a.is_active) ?? member.addresses[0] ?? {};
  const empty: Record<string, unknown> = emptyActivationForm();
  const stored = (key: string, from: Record<string, unknown>) => (from[key] as string | null | undefined) || empty[key];
  return Object.fromEntries([
    ...personalFields.map((key) => [key, stored(key, info)]),
    ...addressFields.map((key) => [key, stored(key, address)]),
  ]) as ActivationFormValues;
}

/**
 * POST /auth/activate body. The parsed data already carries null for every optional field
 * left empty (SPEC §5 'Empty strings are sent as null').
 */
export const toActivationBody = (data: ActivationFormData): ActivationBody => ({
  personal_info: pick(data, personalFields) as ActivationBody['personal_info'],
  addresses: [pick(data, addressFields) as ActivationBody['addresses'][number]],
});

/**
 * SPEC §5 Activation's form-level messages: one when a required personal field is empty,
 * another when an address field is. A field counts as missing when its rule answers with
 * the generic 'required' message, so the list of required fields stays the contract's.
 */
export function missingFieldMessages(fieldErrors: Partial<Record<string, string>>): string[] {
  const missing = (fields: readonly string[]) => fields.some((f) => fieldErrors[f] === validationMessages.required);
  const messages: string[] = [];
  if (missing(personalFields)) messages.push(formMessages.completeRequired);
  if (missing(addressFields)) messages.push(formMessages.completeAddress);
  return messages;
}

/** SPEC §8: which field a conflict belongs to. */
const conflictFields = {
  DNI_IN_USE: 'dni',
  EMAIL_IN_USE: 'email',
  LICENSE_NUMBER_IN_USE: 'licence_number',
} as const satisfies Partial<Record<ErrorCode, ActivationField>>;

type ConflictCode = keyof typeof conflictFields;
const isConflictCode = (code: ErrorCode | undefined): code is ConflictCode => code !== undefined && code in conflictFields;

/**
 * Per-field messages of a failed activation: a conflict on its field with SPEC §8's words,
 * or the server's validation messages ('personal_info.dni', 'addresses.0.city') on the
 * flat field they name.
 */
export function activationFieldErrors(failure: {
  errorCode?: ErrorCode;
  fieldErrors?: Record<string, string>;
}): Partial<Record<ActivationField, string>> {
  if (isConflictCode(failure.errorCode)) {
    const code = failure.errorCode;
    return { [conflictFields[code]]: conflictMessages[code] };
  }
  const errors: Partial<Record<ActivationField, string>> = {};
  for (const [path, message] of Object.entries(failure.fieldErrors ?? {})) {
    const field = path.split('.').pop() as ActivationField;
    if (field in activationFormSchema.shape) errors[field] ??= message;
  }
  return errors;
}

export const ACTIVATION_FAILED = failureMessages.auth.activationProblem;
