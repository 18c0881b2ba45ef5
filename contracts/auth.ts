import { limits } from './core/limits';
import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import { accessMessages, serviceMessages, validationMessages } from './core/messages';
import { text } from './core/text';
import { addressInputSchema, personalInfoInputSchema } from './entities/people';
import { credentialsSchema, refreshAnswerSchema, registrationSchema, tokenPairSchema } from './entities/session';
import { Role } from './enums';
import { authApiMessages } from './auth-messages';
import { conflictMessages, formMessages } from './messages';




export const activationSchema = z.object({
  personal_info: personalInfoInputSchema,
  addresses: z.array(addressInputSchema).min(1, formMessages.completeAddress).max(limits.addresses, validationMessages.maxItems(limits.addresses)),
});

/** The auth calls, keyed by operation name: `authEndpoints.login` is the operation `auth.login`. */
export const authEndpoints = defineDomain('auth', {
  /** SPEC §7 Authentication. */
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    summary: 'Iniciar sesión con usuario y contraseña',
    auth: false,
    body: credentialsSchema,
    response: tokenPairSchema,
    successStatus: 200,
    errors: {
      400: { example: 'Usuario o contraseña inválidos' },
      401: { example: authApiMessages.badCredentials },
      403: { example: accessMessages.inactiveAccount },
      429: {
        example: serviceMessages.tooManySignIns,
        errorCodes: ['RATE_LIMITED'],
        description: 'La API de producción limita los intentos fallidos por usuario y por dirección; trae Retry-After (segundos).',
      },
    },
  }),
  refreshToken: defineEndpoint({
    method: 'POST',
    path: '/auth/refresh-token',
    summary: 'Obtener un nuevo token de acceso y el sucesor del token de refresco enviado (rotación)',
    auth: false,
    body: z.object({ refreshToken: text({ required: validationMessages.required, trim: false }) }),
    response: refreshAnswerSchema,
    successStatus: 200,
    errors: {
      401: {
        example: authApiMessages.refreshInvalid,
        errorCodes: ['UNAUTHORIZED'],
        description:
          `'${authApiMessages.refreshInvalid}': token de refresco mal formado, vencido, de una cuenta inexistente o inactiva, ` +
          'o ya gastado cuyo sucesor también se gastó (un token gastado reenviado recibe el mismo sucesor mientras este no se use). ' +
          `'${authApiMessages.refreshRevoked}': token emitido antes de un restablecimiento de contraseña (por un administrador o propio) ` +
          'o de una desactivación de la cuenta; esos cambios revocan todos los tokens de refresco anteriores.',
      },
    },
  }),
  register: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/auth/register',
    summary: 'Crear una cuenta (queda en estado registrado hasta activarla)',
    auth: false,
    body: registrationSchema,
    response: tokenPairSchema,
    successStatus: 201,
    errors: {
      400: { example: 'El nombre de usuario debe tener al menos 6 caracteres' },
      409: { example: conflictMessages.USERNAME_IN_USE, errorCodes: ['USERNAME_IN_USE'] },
    },
  }),
  activate: defineEndpoint({
    method: 'POST',
    path: '/auth/activate',
    summary: 'Activar la cuenta con los datos personales y la dirección; emite tokens nuevos',
    auth: true,
    roles: [Role.TeamOwner, Role.TeamMember],
    statuses: ['registered'],
    body: activationSchema,
    response: tokenPairSchema,
    successStatus: 201,
    errors: {
      400: { example: formMessages.completeRequired },
      409: {
        example: conflictMessages.DNI_IN_USE,
        errorCodes: ['DNI_IN_USE', 'EMAIL_IN_USE', 'LICENSE_NUMBER_IN_USE'],
      },
    },
  }),
});
