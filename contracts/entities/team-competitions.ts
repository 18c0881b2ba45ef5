import { z } from 'zod';
import { codePointLength, text } from '../core/text';
import { documentAs } from '../core/wire';
import { id } from '../core/fields';
import { validationMessages as m } from '../core/messages';
import { memberCategorySchema, teamCompetitionStatusSchema, teamPaymentStatusSchema } from '../enums';
import { formMessages } from '../messages';

/** A team's registration in a competition (SPEC §4 team in competition). */
export const teamCompetitionSchema = z.object({
  id,
  team_id: id,
  competition_id: id,
  status: teamCompetitionStatusSchema,
  payment_status: teamPaymentStatusSchema,
  /** Given when the registration is paid or exempted; removed with the exemption. */
  team_number: z.number().int().nullable(),
  registration_number: z.number().int().nullable(),
  is_payment_exempt: z.boolean(),
  exemption_reason: memberCategorySchema.nullable(),
  exemption_notes: z.string().nullable(),
});
export type TeamCompetition = z.infer<typeof teamCompetitionSchema>;

/**
 * SPEC §5 Exemption: the reason is required; notes only when the reason is 'other', then
 * required with 4-250 characters (checked only then). Notes of any other reason are sent as null.
 */
export const exemptionInputSchema = z
  .object({
    exemption_reason: z.enum(memberCategorySchema.options, { errorMap: () => ({ message: formMessages.exemptionReason }) }),
    // Limits depend on the reason, so they are checked below (in code points, like every text).
    exemption_notes: documentAs(text().nullable().optional(), {
      description: "Obligatorias (4 a 250 caracteres, sin contar los espacios del principio y del final) solo si exemption_reason es 'other'; con otro motivo se descartan.",
    }),
  })
  .superRefine((v, ctx) => {
    if (v.exemption_reason !== 'other') return;
    const notes = v.exemption_notes ?? '';
    const length = codePointLength(notes);
    const message = !notes ? m.required : length < 4 ? m.minLength(4) : length > 250 ? m.maxLength(250) : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['exemption_notes'], message });
  })
  .transform((v) => ({
    exemption_reason: v.exemption_reason,
    exemption_notes: v.exemption_reason === 'other' ? (v.exemption_notes ?? null) : null,
  }));
export type ExemptionInput = z.input<typeof exemptionInputSchema>;
