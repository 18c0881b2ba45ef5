import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import {
  memberAdminInputSchema,
  memberCreatedSchema,
  memberInputSchema,
  memberPatchSchema,
  memberSchema,
  participantSchema,
} from './entities/members';
import { adminRoles, Role } from './enums';
import { inUse, invalid, notFound, notTeamOwner, ruleBroken, unknownCompetition } from './errors';
import { competitionQuery, idParams } from './params';
import { teamsApiMessages } from './teams-messages';
import { formMessages } from './messages';
import { membersApiMessages } from './members-messages';

const managers = [...adminRoles, Role.TeamOwner] as const;
const notFoundMember = notFound(membersApiMessages.notFound);
const otherTeam = `'${membersApiMessages.otherTeam}': el miembro es de otro equipo.`;
const teamFull = ruleBroken(membersApiMessages.teamFull);
const memberConflicts = inUse('DNI_IN_USE', 'EMAIL_IN_USE', 'LICENSE_NUMBER_IN_USE', 'USERNAME_IN_USE');
/** Routes name the member by user id (team-members/edit/{userId}, #edit={userId}). */
const byUserId = '{id} es el id de usuario del miembro.';

/** The members calls, keyed by operation name: `membersEndpoints.register` is the operation `members.register`. */
export const membersEndpoints = defineDomain('members', {
  /** SPEC §7 Team members. */
  register: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/team_members/register',
    summary: 'Agregar un miembro al equipo propio; responde el usuario y la contraseña generados',
    auth: true,
    roles: [Role.TeamOwner],
    body: memberInputSchema,
    response: memberCreatedSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.licenceForHelmsman),
      403: notTeamOwner(),
      404: notFound(teamsApiMessages.notFound, `'${teamsApiMessages.notFound}': la cuenta no tiene equipo.`),
      409: memberConflicts,
      422: teamFull,
    },
  }),
  registerAdmin: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/team_members/admin/register',
    summary: 'Agregar un miembro a un equipo (administradores); responde el usuario y la contraseña generados',
    auth: true,
    roles: adminRoles,
    body: memberAdminInputSchema,
    response: memberCreatedSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.licenceForHelmsman),
      404: notFound(teamsApiMessages.notFound),
      409: memberConflicts,
      422: teamFull,
    },
  }),
  leaveTeam: defineEndpoint({
    method: 'DELETE',
    path: '/team_members',
    summary: 'Dejar el equipo (miembro invitado); la cuenta queda inactiva',
    auth: true,
    roles: [Role.TeamMember],
    response: z.null(),
    successStatus: 200,
    errors: { 404: notFound(membersApiMessages.noTeam) },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/team_members',
    summary: 'Miembros: los del equipo propio (dueño, miembro) o los participantes de una competencia (administradores)',
    auth: true,
    query: competitionQuery,
    response: z.array(participantSchema),
    successStatus: 200,
    errors: { 404: unknownCompetition('Solo administradores: para dueños y miembros se ignora.') },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/team_members/{id}',
    summary: 'Obtener un miembro',
    description:
      `${byUserId} Dueños y miembros solo ven los de su equipo. Una cuenta registrada sin activar lee los suyos: ` +
      'la activación de un miembro parte de los datos que cargó el dueño (decision 0047).',
    auth: true,
    statuses: ['registered', 'active'],
    params: idParams,
    response: memberSchema,
    successStatus: 200,
    errors: { 404: notFoundMember },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/team_members/{id}',
    summary: 'Editar un miembro (solo los campos modificados)',
    description: `${byUserId} El dueño edita los de su equipo.`,
    auth: true,
    roles: managers,
    params: idParams,
    body: memberPatchSchema,
    response: memberSchema,
    successStatus: 200,
    errors: {
      400: invalid(formMessages.licenceForHelmsman),
      403: notTeamOwner(otherTeam),
      404: notFoundMember,
      409: memberConflicts,
    },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/team_members/{id}',
    summary: 'Quitar un miembro del equipo',
    description: `${byUserId} El dueño quita los de su equipo; nadie se quita a sí mismo (para eso está dejar el equipo).`,
    auth: true,
    roles: managers,
    params: idParams,
    response: z.null(),
    successStatus: 200,
    errors: {
      403: notTeamOwner(`'${membersApiMessages.removeSelf}'. ${otherTeam}`),
      404: notFoundMember,
      422: ruleBroken(
        membersApiMessages.ownerStays,
        'El miembro indicado es el dueño del equipo (SPEC §4: el equipo se elimina, no se le quita el dueño).',
      ),
    },
  }),
});
