import { limits } from '../core/limits';
import { validationMessages } from '../core/messages';
import { z } from 'zod';
import { id, requiredText } from '../core/fields';
import { formMessages } from '../messages';
import { addressInputSchema, addressSchema, phone10 } from './people';

/** SPEC §3 institution (fishing club, 'barra pesquera'), as read. */
export const institutionSchema = z.object({
  id,
  name: z.string(),
  president: z.string(),
  phone_number: z.string(),
  addresses: z.array(addressSchema),
});
export type Institution = z.infer<typeof institutionSchema>;

/** What other reads carry of an institution. */
export const institutionRefSchema = institutionSchema.pick({ id: true, name: true });

/** SPEC §5 Institution: name 3-100, president 3-250, phone 10 digits, all required. */
export const institutionFieldsSchema = z.object({
  name: requiredText(3, 100),
  president: requiredText(3, 250),
  phone_number: phone10,
});

/** Admin form (create): the institution and its addresses. */
export const institutionInputSchema = institutionFieldsSchema.extend({
  addresses: z.array(addressInputSchema).min(1, formMessages.fillRequired).max(limits.addresses, validationMessages.maxItems(limits.addresses)),
});
export type InstitutionInput = z.input<typeof institutionInputSchema>;

/** Edit: only the changed fields; `addresses`, when sent, replaces the list. */
export const institutionPatchSchema = institutionInputSchema.partial();

/**
 * A primary user's request for a club that does not exist yet (SPEC §2 request-institution).
 * The form states name and president 3-100 and a phone pattern; the phone is the same
 * 10 digits as the admin form (docs/decisions/0003). It travels as a help-desk ticket.
 */
export const institutionRequestSchema = z.object({
  name: requiredText(3, 100),
  president: requiredText(3, 100),
  phone_number: phone10,
});
export type InstitutionRequest = z.input<typeof institutionRequestSchema>;
