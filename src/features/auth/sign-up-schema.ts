import { z } from 'zod';
import { registrationSchema } from '@contracts/entities/session';

export const PASSWORDS_DIFFER = 'Las contraseñas no coinciden.';

/** The registration contract plus the confirmation field, which never leaves the browser. */
export const signUpFormSchema = registrationSchema
  .extend({ confirmPassword: z.string() })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: PASSWORDS_DIFFER });
    }
  });
