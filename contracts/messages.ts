/**
 * Spanish messages of SPEC §5 and §8 that belong to one form or one rule (the generic ones
 * live in core/messages.ts; what one domain's calls answer, in <domain>-messages.ts beside
 * its declarations). Request schemas use them, so a form, the mock backend and the OpenAPI
 * examples say the same words.
 */
export const formMessages = {
  /** Summary of the team, institution and institution-request forms. */
  fillRequired: 'Por favor, rellene todos los campos requeridos',
  /** Summary of the activation form and its address part. */
  completeRequired: 'Por favor, completa todos los campos obligatorios.',
  completeAddress: 'Por favor, completa todos los campos de dirección.',
  /** Transfer and cash payment forms. */
  allFieldsRequired: 'Todos los campos son obligatorios',
  transferPriceMissing: 'Error: No se encontraron los detalles de la transferencia',
  licenceForHelmsman: 'Se necesita licencia para ser timonel',
  exemptionReason: 'Por favor, rellene el motivo de la exención',
  responseMethod: 'Debe seleccionar una forma de respuesta',
  ticketId: 'ID de ticket inválido',
  paymentIdMissing: 'No se encontró ID de pago',
  registrationEndBeforeStart: 'La finalización del registro debe ser antes del inicio de la competencia.',
  registrationStartBeforeEnd: 'El inicio del registro debe ser antes de su finalización.',
  competitionStartBeforeEnd: 'El inicio de la competencia debe ser antes del final.',
  atLeastOnePrice: 'Debe haber al menos un precio',
  overallResultRequired: 'Por favor selecciona un equipo y una posición',
  biggestFishRequired: 'Por favor completa todos los campos requeridos',
  categoryResultRequired: 'Por favor selecciona un equipo y una categoría',
  teamRequiredForRole: 'Debe seleccionar un equipo para este rol',
  noChanges: 'No se han realizado cambios',
  priceNoChanges: 'No se han modificado los datos',
} as const;

/** SPEC §8 conflicts, by additionalData.errorCode. */
export const conflictMessages = {
  USERNAME_IN_USE: 'Este nombre de usuario ya está en uso.',
  DNI_IN_USE: 'Este DNI ya está en uso.',
  EMAIL_IN_USE: 'Este correo electrónico ya está en uso.',
  LICENSE_NUMBER_IN_USE: 'Este número de licencia ya está en uso.',
} as const;

/**
 * Permission refusals that are not the guard's role check (docs/decisions/0009): a team is
 * changed only by its owner, whatever role id another linked account has.
 */
export const permissionMessages = {
  teamOwnerOnly: 'Solo el dueño del equipo puede modificarlo',
} as const;
