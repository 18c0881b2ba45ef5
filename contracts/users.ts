import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import { helpTicketSchema } from './entities/help-desk';
import {
  generatedCredentialsSchema,
  userCreateSchema,
  userLogEntrySchema,
  userProgressSchema,
  userSchema,
} from './entities/users';
import { adminRoles, teamRoles } from './enums';
import { forbidden, inUse, invalid, notFound, ruleBroken } from './errors';
import { idParams, userIdParams } from './params';
import { membersApiMessages } from './members-messages';
import { teamsApiMessages } from './teams-messages';
import { usersApiMessages } from './users-messages';
import { formMessages } from './messages';

/** The users calls, keyed by operation name: `usersEndpoints.list` is the operation `users.list`. */
export const usersEndpoints = defineDomain('users', {
  /** SPEC §7 Users. */
  list: defineEndpoint({
    method: 'GET',
    path: '/users',
    summary: 'Listar los usuarios',
    auth: true,
    roles: adminRoles,
    response: z.array(userSchema),
    successStatus: 200,
  }),
  create: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/users',
    summary: 'Crear un usuario; responde el usuario y la contraseña generada (se muestran una sola vez)',
    description:
      'El super administrador puede asignar cualquier rol; el administrador, solo dueño o miembro de equipo. ' +
      'Los roles 3 y 4 requieren team_id.',
    auth: true,
    roles: adminRoles,
    body: userCreateSchema,
    response: generatedCredentialsSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.teamRequiredForRole),
      403: forbidden(usersApiMessages.roleNotAllowed),
      404: notFound(teamsApiMessages.notFoundShort),
      409: inUse('USERNAME_IN_USE'),
      422: ruleBroken(membersApiMessages.teamFull, 'Roles 3 y 4: el equipo indicado ya tiene sus 3 miembros (SPEC §9).'),
    },
  }),
  getProgress: defineEndpoint({
    method: 'GET',
    path: '/users/progress',
    summary: 'Progreso de inscripción del usuario (los 5 pasos del inicio)',
    auth: true,
    roles: teamRoles,
    statuses: ['registered', 'active'],
    response: userProgressSchema,
    successStatus: 200,
  }),
  listOwnHelpTickets: defineEndpoint({
    method: 'GET',
    path: '/users/help_desk_tickets',
    summary: 'Solicitudes de ayuda del usuario que llama, la más reciente primero',
    auth: true,
    roles: teamRoles,
    statuses: ['registered', 'active'],
    response: z.array(helpTicketSchema),
    successStatus: 200,
    definedByProject: "SPEC §7 says the path of the user's own tickets is not shown; endpoints.txt names this one.",
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/users/{id}/reset-password',
    summary: 'Restablecer la contraseña de un usuario; responde el usuario y la contraseña nueva',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: generatedCredentialsSchema,
    successStatus: 200,
    errors: {
      403: forbidden(
        usersApiMessages.resetNotAllowed,
        'El administrador solo restablece contraseñas de dueños y miembros de equipo. También: rol o estado de cuenta no permitido.',
      ),
      404: notFound(usersApiMessages.notFound),
    },
  }),
  resetOwnPassword: defineEndpoint({
    method: 'POST',
    path: '/users/reset-password',
    summary: 'Restablecer la contraseña propia (administradores); responde el usuario y la contraseña nueva',
    auth: true,
    roles: adminRoles,
    response: generatedCredentialsSchema,
    successStatus: 200,
  }),
  getLog: defineEndpoint({
    method: 'GET',
    path: '/users_log/{userId}',
    summary: 'Registro de actividad de un usuario, el más reciente primero',
    auth: true,
    roles: adminRoles,
    params: userIdParams,
    response: z.array(userLogEntrySchema),
    successStatus: 200,
    errors: { 404: notFound(usersApiMessages.notFound) },
  }),
});
