import { defineDomain, defineEndpoint } from './core/endpoint';
import { idMessages } from './core/fields';
import { dockEventInputSchema, dockSchema, dockTeamSchema } from './entities/check-ins';
import { dayStaffRoles } from './enums';
import { invalid, notFound, ruleBroken, stateConflict, unknownCompetition } from './errors';
import { requiredCompetitionQuery } from './params';
import { competitionsApiMessages } from './competitions-messages';
import { checkInMessages } from './check-ins-messages';

const issue35 = 'Issue 35 (día del torneo): SPEC §7 no tiene control de muelle; este proyecto lo define (docs/decisions/0071).';

const lookupErrors = {
  400: invalid(checkInMessages.teamOrQr, `También '${checkInMessages.unreadableQr}' y '${checkInMessages.timeAhead}'.`),
  404: notFound(
    checkInMessages.noTeamWithNumber,
    `'${checkInMessages.noTeamWithNumber}': ningún equipo aceptado tiene ese número (o el de la credencial). '${competitionsApiMessages.notFound}': competition_id no corresponde a ninguna competencia.`,
  ),
  422: ruleBroken(
    checkInMessages.otherCompetition,
    `'${checkInMessages.otherCompetition}': la credencial nombra otra competencia, o su número de inscripción no es el del equipo con ese número en esta. ` +
      `'${checkInMessages.unpaid}': la inscripción del equipo no está pagada ni exenta. '${checkInMessages.notAccepted}': pagada pero no aceptada.`,
  ),
};

/**
 * The dock (issue 35): departures and returns by team number or credential QR, and who is
 * where. Organisers and judges.
 */
export const checkInsEndpoints = defineDomain('checkIns', {
  list: defineEndpoint({
    method: 'GET',
    path: '/check_ins',
    definedByProject: issue35,
    summary: 'Muelle: los equipos aceptados de la competencia y dónde están (sin llegar, en el agua, de regreso)',
    description:
      'Ordenados por número de equipo. Con embarcación e integrantes (nombre y apellido), para confirmar el equipo de un toque y ' +
      'elegir quién pescó cada pieza.',
    auth: true,
    roles: dayStaffRoles,
    query: requiredCompetitionQuery,
    response: dockSchema,
    successStatus: 200,
    errors: { 400: invalid(`Parámetro inválido (competition_id: ${idMessages.invalid})`), 404: unknownCompetition() },
  }),
  depart: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/check_ins',
    definedByProject: issue35,
    summary: 'Registrar la salida de un equipo (por número o por el QR de su credencial)',
    description: 'Sin `at`, la hora del servidor. Un equipo sale una vez por competencia.',
    auth: true,
    roles: dayStaffRoles,
    body: dockEventInputSchema,
    response: dockTeamSchema,
    successStatus: 201,
    errors: { ...lookupErrors, 409: stateConflict(checkInMessages.alreadyOut) },
  }),
  return: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/check_ins/return',
    definedByProject: issue35,
    summary: 'Registrar el regreso de un equipo que salió (por número o por el QR de su credencial)',
    description:
      'Con Idempotency-Key, como una creación: un reintento de la misma vuelta repite la primera respuesta en lugar de ' +
      `responder '${checkInMessages.alreadyBack}'.`,
    auth: true,
    roles: dayStaffRoles,
    body: dockEventInputSchema,
    response: dockTeamSchema,
    successStatus: 200,
    errors: {
      ...lookupErrors,
      409: {
        ...stateConflict(checkInMessages.notOut),
        description: `'${checkInMessages.notOut}': el equipo no registró su salida. '${checkInMessages.alreadyBack}': ya registró su regreso.`,
      },
    },
  }),
});
