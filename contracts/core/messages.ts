/** The generic validation messages of SPEC §5, in one place so forms and the mock backend agree. */
export const validationMessages = {
  required: 'Este campo es obligatorio',
  email: 'Por favor, introduce una dirección de correo electrónico válida',
  minLength: (n: number) => `Debe tener al menos ${n} caracteres`,
  maxLength: (n: number) => `No debe tener más de ${n} caracteres`,
  min: (n: number) => `Debe ser al menos ${n}`,
  max: (n: number) => `No debe ser más de ${n}`,
  /** A list longer than its limit (contracts/core/limits.ts). */
  maxItems: (n: number) => `No puede tener más de ${n} elementos`,
  pattern: 'Por favor, sigue el formato solicitado',
} as const;

/**
 * The guard's refusals (SPEC §2), shared by every call with a token: the mock's guard answers
 * them, the OpenAPI document publishes them once and the client recognises the expired token.
 */
export const accessMessages = {
  unauthorized: 'No autorizado',
  tokenExpired: 'Token expirado',
  tokenInvalid: 'Token inválido',
  inactiveAccount: 'La cuenta está inactiva',
  forbidden: 'No tenés permiso para realizar esta acción',
} as const;

/** Refusals of a request's form before any call's own rules run. */
export const requestMessages = {
  invalid: 'Solicitud inválida',
  jsonOnly: 'El cuerpo de la solicitud debe enviarse como JSON (Content-Type: application/json)',
  /** A URL that cannot be read: unparsable, or a path with a broken percent-encoding ('%E0%A4%A'). */
  invalidUrl: 'La dirección de la solicitud no es válida',
} as const;

/**
 * Refusals of the `Idempotency-Key` header on create calls (docs/decisions/0027), following
 * draft-ietf-httpapi-idempotency-key-header: a malformed key is a bad request, a key reused
 * with other data is 422, a key whose first request is still running is 409.
 */
export const idempotencyMessages = {
  invalidKey: 'La clave de idempotencia debe tener entre 1 y 255 caracteres ASCII imprimibles.',
  reusedWithOtherData: 'Esta clave de idempotencia ya se usó con otros datos.',
  inProgress: 'Una solicitud con esta clave de idempotencia todavía se está procesando; reintentá en unos segundos.',
} as const;

/**
 * The production API's refusals that no rule makes (server/, docs/decisions/0064): its
 * database cannot be reached or every attempt of a write met another one (503), and too many
 * failed sign-ins (429). Both come with Retry-After.
 */
export const serviceMessages = {
  unavailable: 'El servicio no está disponible en este momento. Probá de nuevo en unos minutos.',
  busy: 'Hay muchas solicitudes en este momento. Probá de nuevo en unos segundos.',
  tooManySignIns: 'Demasiados intentos fallidos de inicio de sesión. Esperá unos minutos y probá de nuevo.',
  tooLarge: 'La solicitud es demasiado grande.',
} as const;
