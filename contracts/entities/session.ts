import { z } from 'zod';
import { validationMessages as m } from '../core/messages';
import { text } from '../core/text';
import { accountStatusSchema, roleIdSchema } from '../enums';

/** Claims of the access token, decoded by the client with jwt-decode (SPEC §3 session user). */
export const sessionUserSchema = z.object({
  id: z.number().int().positive(),
  roleId: roleIdSchema,
  status: accountStatusSchema,
  teamId: z.number().int().positive().nullable().optional(),
  username: z.string(),
  exp: z.number().int().optional(),
  iat: z.number().int().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const tokenPairSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const accessTokenSchema = z.object({ accessToken: z.string().min(1) });

/** Username rules of SPEC §5 Register, reused for admin-created users. */
export const usernameMessages = {
  charset: 'Solo se permiten letras, números, guiones bajos (_) y puntos (.)',
  leading: 'No puede comenzar con un punto o guion bajo',
  trailing: 'No puede terminar con un punto o guion bajo',
  doubled: 'No puede tener puntos o guiones bajos seguidos',
} as const;

export const usernameField = text({
  min: 6,
  max: 35,
  required: m.required,
  // The document's pattern also states the three rules refined below, so a backend built from it agrees.
  format: { regex: /^[A-Za-z0-9_.]*$/, message: usernameMessages.charset, pattern: '^(?![._])(?!.*[._]$)(?!.*(\\.\\.|__|\\._|_\\.))[A-Za-z0-9_.]*$' },
})
  .refine((v) => !/^[._]/.test(v), usernameMessages.leading)
  .refine((v) => !/[._]$/.test(v), usernameMessages.trailing)
  .refine((v) => !/(\.\.|__|\._|_\.)/.test(v), usernameMessages.doubled);

/** Not trimmed: a password is taken as typed. */
export const passwordField = text({ min: 6, max: 35, required: m.required, minMessage: 'La contraseña debe tener al menos 6 caracteres.', trim: false });

/** Sign-in: both trimmed, required, 6-35 (SPEC §5 Sign-in). */
export const credentialsSchema = z.object({
  username: text({ min: 6, max: 35, required: m.required }),
  password: text({ min: 6, max: 35, required: m.required }),
});
export type Credentials = z.infer<typeof credentialsSchema>;

export const registrationSchema = z.object({
  username: usernameField,
  password: passwordField,
});
