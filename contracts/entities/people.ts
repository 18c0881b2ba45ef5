import { z } from 'zod';
import { asDigits, digits, emailPattern, id, isoDate, optionalText, requiredText } from '../core/fields';
import { validationMessages as m } from '../core/messages';
import { text } from '../core/text';
import { bloodTypeSchema, genderSchema } from '../enums';

/** DNI on activation and access recovery: 7 or 8 digits (docs/decisions/0003). */
export const dniField = asDigits(text({ min: 7, max: 9, required: m.required, format: { regex: /^\d{7,8}$/, message: m.pattern } }));

export const phone10 = digits(10);

/** Optional fields take null for "none": forms send an empty field as null (SPEC §5). */
const optionalPhone10 = asDigits(text({ format: { regex: /^\d{10}$/, message: m.pattern } })).nullable().optional();

const optionalEmail = text({ min: 6, max: 100, format: { regex: emailPattern, message: m.email } }).nullable().optional();

/** Personal data as sent on activation (SPEC §3 personal info, §5 Activation). */
export const personalInfoInputSchema = z.object({
  dni: dniField,
  first_name: requiredText(3, 100),
  last_name: requiredText(3, 100),
  primary_phone_number: phone10,
  secondary_phone_number: optionalPhone10,
  emergency_contact_number: optionalPhone10,
  licence_number: optionalText(4, 50),
  birth_date: isoDate,
  email: optionalEmail,
  gender: z.enum(genderSchema.options, { errorMap: () => ({ message: m.required }) }),
  blood_type: bloodTypeSchema.nullable().optional(),
});
export type PersonalInfoInput = z.input<typeof personalInfoInputSchema>;

/** Personal data as read back. */
export const personalInfoSchema = z.object({
  dni: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  primary_phone_number: z.string().nullable(),
  secondary_phone_number: z.string().nullable(),
  emergency_contact_number: z.string().nullable(),
  licence_number: z.string().nullable(),
  birth_date: z.string().nullable(),
  email: z.string().nullable(),
  gender: genderSchema.nullable(),
  blood_type: bloodTypeSchema.nullable(),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

export const addressInputSchema = z.object({
  address_line: requiredText(3, 100),
  city: requiredText(3, 100),
  state: requiredText(3, 100),
  country: requiredText(3, 100),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id,
  address_line: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  owner_id: id,
  owner_type: z.enum(['user', 'institution']),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
