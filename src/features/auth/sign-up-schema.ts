import { z } from 'zod';
import { validationMessages } from '@contracts/core/messages';
import { registrationSchema } from '@contracts/entities/session';

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';

/**
 * The registration contract plus the confirmation field, which never leaves the browser.
 * The confirmation is required on its own: with both passwords empty they "match", and the
 * field would be left unflagged after an empty submit.
 */
export const signUpFormSchema = registrationSchema
  .extend({ confirmPassword: z.string().min(1, validationMessages.required) })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: PASSWORDS_DIFFER });
    }
  });
