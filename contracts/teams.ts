import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import { documentCases } from './core/wire';
import { tokenPairSchema } from './entities/session';
import {
  acceptedTeamSchema,
  rosterTeamSchema,
  familyToggleSchema,
  teamDetailSchema,
  teamInputSchema,
  teamListRowSchema,
  teamPatchSchema,
  teamProgressSchema,
  teamAdminInputSchema,
  teamSchema,
} from './entities/teams';
import { adminRoles, Role, teamRoles } from './enums';
import { invalid, notFound, notTeamOwner, ruleBroken, stateConflict, unknownCompetition } from './errors';
import { competitionQuery, idParams, requiredCompetitionQuery } from './params';
import { validationMessages } from './core/messages';
import { formMessages } from './messages';
import { usersApiMessages } from './users-messages';
import { institutionsApiMessages } from './institutions-messages';
import { teamsApiMessages } from './teams-messages';
import { competitionsApiMessages } from './competitions-messages';

const owner = [Role.TeamOwner] as const;
const pendingClubRequest = teamsApiMessages.pendingClubRequest;
const familyNeedsThree = ruleBroken(teamsApiMessages.familyNeedsThree);
/** A competition_id that is not a positive integer (the reads of a competition's teams). */
const badCompetitionId = invalid('Parámetro inválido (competition_id: El identificador debe ser un número entero positivo)');


/** The refusals of team creation by an admin; the form shows each at the field it is about. */
export const teamCreateForOwnerMessages = {
  clubNotFound: institutionsApiMessages.notFound,
  ownerNotFound: usersApiMessages.notFound,
  notAnOwner: 'La cuenta elegida no es de un dueño de equipo',
  ownerInactive: 'La cuenta elegida está inactiva',
  ownerHasTeam: 'La cuenta elegida ya tiene un equipo',
} as const;

/** The teams calls, keyed by operation name: `teamsEndpoints.create` is the operation `teams.create`. */
export const teamsEndpoints = defineDomain('teams', {
  /** SPEC §7 Teams. */
  create: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/teams',
    summary: 'Crear el equipo propio; responde tokens nuevos que llevan el teamId',
    auth: true,
    roles: owner,
    body: teamInputSchema,
    response: tokenPairSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.fillRequired),
      404: notFound(institutionsApiMessages.notFound),
      409: stateConflict(teamsApiMessages.alreadyHasTeam),
      422: ruleBroken(pendingClubRequest, 'Una solicitud de barra pesquera pendiente bloquea crear o editar el equipo (SPEC §4).'),
    },
  }),
  createForOwner: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/teams/admin',
    summary: 'Crear un equipo para una cuenta de dueño de equipo (administradores); responde el equipo',
    description:
      'La cuenta indicada en owner_id (rol 3, sin equipo, no inactiva) queda como dueña y primer miembro, ' +
      'como si hubiera creado el equipo ella misma; sus tokens llevan el teamId desde su próximo inicio de sesión.',
    auth: true,
    roles: adminRoles,
    body: teamAdminInputSchema,
    response: teamSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.fillRequired),
      404: notFound(
        teamCreateForOwnerMessages.clubNotFound,
        `'${teamCreateForOwnerMessages.clubNotFound}': institution_id no corresponde a ninguna barra pesquera. '${teamCreateForOwnerMessages.ownerNotFound}': owner_id no corresponde a ninguna cuenta.`,
      ),
      409: stateConflict(teamCreateForOwnerMessages.ownerHasTeam),
      422: ruleBroken(
        teamCreateForOwnerMessages.notAnOwner,
        `'${teamCreateForOwnerMessages.notAnOwner}': la cuenta no tiene el rol Dueño de equipo. '${teamCreateForOwnerMessages.ownerInactive}': la cuenta está inactiva.`,
      ),
    },
    definedByProject:
      'SPEC §2 describes team creation by an admin (then teams/view/{id}) but §7 names no call; this project adds one ' +
      'after the admin variants the API has (POST /boats/admin, POST /team_members/admin/register, POST /payments/transfer/admin). docs/decisions/0021.',
  }),

  /**
   * One path, two readings (SPEC §7): primary and invited users get their own team; admins
   * get the team list of a competition (the current one when competition_id is absent).
   */
  getOwnOrList: defineEndpoint({
    method: 'GET',
    path: '/teams',
    summary: 'Equipo propio (dueño o miembro) o lista de equipos de una competencia (administradores)',
    description:
      'Dueños y miembros reciben su equipo (objeto). Los administradores reciben las filas de la lista de equipos ' +
      'de la competencia indicada en competition_id, o de la competencia actual si no se indica (arreglo).',
    auth: true,
    query: competitionQuery,
    response: documentCases(z.union([teamSchema, z.array(teamListRowSchema)]), [
      { title: 'Equipo propio', when: 'Rol 3 o 4 (dueño o miembro de equipo): un objeto, su equipo; competition_id no se usa.' },
      { title: 'Equipos de una competencia', when: 'Rol 1 o 2 (administradores): un arreglo con una fila por equipo, para competition_id o la competencia actual.' },
    ]),
    successStatus: 200,
    errors: {
      404: notFound(
        teamsApiMessages.notFound,
        `'${teamsApiMessages.notFound}': la cuenta no tiene equipo (roles 3 y 4). '${competitionsApiMessages.notFound}': competition_id no corresponde a ninguna competencia (administradores).`,
      ),
    },
  }),
  updateOwn: defineEndpoint({
    method: 'PATCH',
    path: '/teams',
    summary: 'Editar el equipo propio (solo los campos modificados)',
    auth: true,
    roles: owner,
    body: teamPatchSchema,
    response: teamSchema,
    successStatus: 200,
    errors: {
      400: invalid(validationMessages.minLength(3)),
      403: notTeamOwner(),
      404: notFound(teamsApiMessages.notFound),
      422: ruleBroken(pendingClubRequest),
    },
  }),
  deleteOwn: defineEndpoint({
    method: 'DELETE',
    path: '/teams',
    summary: 'Eliminar el equipo propio',
    auth: true,
    roles: owner,
    response: z.null(),
    successStatus: 200,
    errors: {
      403: notTeamOwner(),
      404: notFound(teamsApiMessages.notFound),
      422: ruleBroken(
        teamsApiMessages.paidRegistration,
        `También '${teamsApiMessages.paymentInProgress}', '${teamsApiMessages.publishedResults}' y '${teamsApiMessages.fishedAlready}'.`,
      ),
    },
  }),
  setOwnFamily: defineEndpoint({
    method: 'PATCH',
    path: '/teams/categories/family',
    summary: 'Activar o desactivar la categoría familia del equipo propio',
    auth: true,
    roles: owner,
    body: familyToggleSchema,
    response: teamSchema,
    successStatus: 200,
    errors: { 403: notTeamOwner(), 404: notFound(teamsApiMessages.notFound), 422: familyNeedsThree },
  }),
  getDetail: defineEndpoint({
    method: 'GET',
    path: '/teams/{id}',
    summary: 'Detalle de un equipo para administradores: inscripción, pagos, embarcación y miembros',
    description: 'La inscripción y los pagos son los de competition_id, o de la competencia actual si no se indica.',
    auth: true,
    roles: adminRoles,
    params: idParams,
    query: competitionQuery,
    response: teamDetailSchema,
    successStatus: 200,
    errors: { 404: notFound(teamsApiMessages.notFound) },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/teams/{id}',
    summary: 'Editar un equipo (administradores; solo los campos modificados)',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: teamPatchSchema,
    response: teamSchema,
    successStatus: 200,
    errors: {
      400: invalid(validationMessages.minLength(3)),
      404: notFound(teamsApiMessages.notFound),
    },
  }),
  setFamily: defineEndpoint({
    method: 'PATCH',
    path: '/teams/{id}/categories/family',
    summary: 'Activar o desactivar la categoría familia de un equipo (administradores)',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: familyToggleSchema,
    response: teamSchema,
    successStatus: 200,
    errors: { 404: notFound(teamsApiMessages.notFound), 422: familyNeedsThree },
  }),
  getProgress: defineEndpoint({
    method: 'GET',
    path: '/teams/progress',
    summary: 'Lo que le falta al equipo propio para la competencia actual',
    description: 'SPEC §7 nombra la ruta sin describir la respuesta; este proyecto la define como el estado del equipo.',
    auth: true,
    roles: teamRoles,
    response: teamProgressSchema,
    successStatus: 200,
    errors: { 404: notFound(teamsApiMessages.notFound) },
  }),
  listAccepted: defineEndpoint({
    method: 'GET',
    path: '/teams/accepted',
    summary: 'Equipos aceptados en una competencia, con sus miembros (carga de resultados)',
    auth: true,
    roles: adminRoles,
    query: requiredCompetitionQuery,
    response: z.array(acceptedTeamSchema),
    successStatus: 200,
    errors: { 400: badCompetitionId, 404: unknownCompetition() },
  }),
  getRoster: defineEndpoint({
    method: 'GET',
    path: '/teams/roster',
    definedByProject:
      "Issue 23 (venue mode): not in SPEC §7. The control desk's roster in one read, so that 5,000 teams with their captain, crew and boat can be kept on the device and searched offline (docs/decisions/0050).",
    summary: 'Planilla de control: equipos aceptados con capitán y teléfono, miembros, embarcación y categorías',
    description:
      'Los equipos aceptados de competition_id, o de la competencia actual si no se indica, ordenados por número de equipo ' +
      '(los que no tienen número, al final). Una sola respuesta para todos los equipos: la mesa de control la guarda para ' +
      'consultarla sin conexión. Sin competencia actual, un arreglo vacío.',
    auth: true,
    roles: adminRoles,
    query: competitionQuery,
    response: z.array(rosterTeamSchema),
    successStatus: 200,
    errors: { 400: badCompetitionId, 404: unknownCompetition() },
  }),
});
