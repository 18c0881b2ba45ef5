import { defineDomain, defineEndpoint } from './core/endpoint';
import { idMessages } from './core/fields';
import { catchCorrectionSchema, catchInputSchema, catchRejectionSchema, catchSchema, catchesQuerySchema } from './entities/catches';
import { z } from 'zod';
import { catchPhotoInputSchema, catchPhotoParams, catchPhotoRefSchema, catchPhotoSchema, CATCH_PHOTO_MAX_BYTES } from './entities/catch-photos';
import { adminRoles, dayStaffRoles } from './enums';
import { invalid, notFound, ruleBroken, stateConflict, unknownCompetition } from './errors';
import { idParams } from './params';
import { competitionsApiMessages } from './competitions-messages';
import { catchesMessages } from './catches-messages';
import { scoringMessages } from './scoring-messages';
import { teamsApiMessages } from './teams-messages';

const issue35 = 'Issue 35 (día del torneo): SPEC §7 no tiene capturas; este proyecto las define (docs/decisions/0071).';

const underMinimumExample = scoringMessages.underMinimum('Pejerrey', 24.5, 25);
/** The rules a catch must keep, whether logged or corrected. */
const catchRules = ruleBroken(
  underMinimumExample,
  `La medida mínima de la especie, con las palabras de la regla. También '${scoringMessages.speciesNotAllowed}', ` +
    `'${catchesMessages.memberNotInTeam}', '${catchesMessages.teamNotInCompetition}' y '${catchesMessages.caughtAhead}'.`,
);
const targetNotFound = notFound(
  catchesMessages.notFound,
  `'${catchesMessages.notFound}', '${competitionsApiMessages.notFound}', '${teamsApiMessages.notFound}' o '${scoringMessages.unknownSpecies}'.`,
);

/** Catches (issue 35): judges log them, the jury (organisers) accepts, rejects or corrects them. */
export const catchesEndpoints = defineDomain('catches', {
  create: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/catches',
    definedByProject: issue35,
    summary: 'Registrar una captura (fiscal u organizador): equipo, especie, medida, quién la pescó, hora, foto opcional',
    description:
      'Queda pendiente del jurado. Una pieza bajo la medida mínima de su especie se rechaza en el acto con las palabras de la regla ' +
      'y no se guarda. Cada captura con su Idempotency-Key: un reintento sin señal nunca la registra dos veces.',
    auth: true,
    roles: dayStaffRoles,
    body: catchInputSchema,
    response: catchSchema,
    successStatus: 201,
    errors: { 400: invalid(scoringMessages.sizeOneDecimal), 404: targetNotFound, 422: catchRules },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/catches',
    definedByProject: issue35,
    summary: 'Capturas de una competencia (la cola del jurado con status=pending)',
    description: 'Los organizadores ven todas; un fiscal, las que él registró. Las más recientes primero.',
    auth: true,
    roles: dayStaffRoles,
    query: catchesQuerySchema,
    response: z.array(catchSchema),
    successStatus: 200,
    errors: { 400: invalid(`Parámetro inválido (competition_id: ${idMessages.invalid})`), 404: unknownCompetition() },
  }),
  accept: defineEndpoint({
    method: 'PATCH',
    path: '/catches/{id}/accept',
    definedByProject: issue35,
    summary: 'Aceptar una captura (jurado): empieza a sumar',
    description: 'Una rechazada también puede aceptarse si el jurado cambia de decisión; queda en el historial.',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: catchSchema,
    successStatus: 200,
    errors: { 404: notFound(catchesMessages.notFound), 409: stateConflict(catchesMessages.alreadyAccepted) },
  }),
  reject: defineEndpoint({
    method: 'PATCH',
    path: '/catches/{id}/reject',
    definedByProject: issue35,
    summary: 'Rechazar una captura con un motivo (jurado): deja de sumar y el equipo lo ve en sus notificaciones',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: catchRejectionSchema,
    response: catchSchema,
    successStatus: 200,
    errors: { 400: invalid(catchesMessages.reasonRequired), 404: notFound(catchesMessages.notFound), 409: stateConflict(catchesMessages.alreadyRejected) },
  }),
  correct: defineEndpoint({
    method: 'PATCH',
    path: '/catches/{id}',
    definedByProject: issue35,
    summary: 'Corregir una captura (jurado): solo los campos que cambian, con el motivo; queda en el historial',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: catchCorrectionSchema,
    response: catchSchema,
    successStatus: 200,
    errors: { 400: invalid(catchesMessages.reasonRequired, `También '${catchesMessages.nothingToCorrect}'.`), 404: targetNotFound, 422: catchRules },
  }),
  uploadPhoto: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/catch_photos',
    definedByProject: issue35,
    summary: 'Subir la foto de una captura (fiscal u organizador), antes de registrarla: responde su photo_ref',
    description:
      `La foto comprimida en el teléfono, como data URL JPEG o WebP de ${CATCH_PHOTO_MAX_BYTES / 1024} KB como máximo. ` +
      'La misma foto subida dos veces por la misma persona tiene la misma referencia. Con Idempotency-Key: sin señal, el teléfono la reintenta.',
    auth: true,
    roles: dayStaffRoles,
    body: catchPhotoInputSchema,
    response: catchPhotoRefSchema,
    successStatus: 201,
    errors: { 400: invalid(catchesMessages.photoTooLarge, `También '${catchesMessages.photoType}' y '${catchesMessages.photoMissing}'.`) },
  }),
  getPhoto: defineEndpoint({
    method: 'GET',
    path: '/catch_photos/{id}',
    definedByProject: issue35,
    summary: 'Ver la foto de una captura: los organizadores, y el fiscal que la subió',
    description: 'Para cualquier otra persona la foto no existe (404).',
    auth: true,
    roles: dayStaffRoles,
    params: catchPhotoParams,
    response: catchPhotoSchema,
    successStatus: 200,
    errors: { 404: notFound(catchesMessages.photoNotFound) },
  }),
});
