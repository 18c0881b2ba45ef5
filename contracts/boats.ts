import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import { boatAdminInputSchema, boatInputSchema, boatListRowSchema, boatPatchSchema, boatSchema } from './entities/boats';
import { adminRoles, Role } from './enums';
import { invalid, notFound, notTeamOwner, stateConflict, unknownCompetition } from './errors';
import { competitionQuery, idParams } from './params';
import { teamsApiMessages } from './teams-messages';
import { validationMessages } from './core/messages';
import { boatsApiMessages } from './boats-messages';

const notFoundBoat = notFound(boatsApiMessages.notFound);
const alreadyHasBoat = stateConflict(boatsApiMessages.alreadyHasBoat);

/** The boats calls, keyed by operation name: `boatsEndpoints.list` is the operation `boats.list`. */
export const boatsEndpoints = defineDomain('boats', {
  /** SPEC §7 Boats. */
  list: defineEndpoint({
    method: 'GET',
    path: '/boats',
    summary: 'Embarcaciones de los equipos de una competencia (la actual si no se indica)',
    auth: true,
    roles: adminRoles,
    query: competitionQuery,
    response: z.array(boatListRowSchema),
    successStatus: 200,
    errors: { 404: unknownCompetition() },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/boats/{id}',
    summary: 'Obtener una embarcación',
    description: 'Dueños y miembros solo ven la de su equipo.',
    auth: true,
    params: idParams,
    response: boatSchema,
    successStatus: 200,
    errors: { 404: notFoundBoat },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/boats/{id}',
    summary: 'Editar una embarcación (solo los campos modificados)',
    description: 'El dueño edita la de su equipo.',
    auth: true,
    roles: [...adminRoles, Role.TeamOwner],
    params: idParams,
    body: boatPatchSchema,
    response: boatSchema,
    successStatus: 200,
    errors: {
      400: invalid('No debe ser más de 1000'),
      403: notTeamOwner(`'${boatsApiMessages.otherTeamsBoat}': la embarcación es de otro equipo.`),
      404: notFoundBoat,
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/boats',
    summary: 'Registrar la embarcación del equipo propio',
    auth: true,
    roles: [Role.TeamOwner],
    body: boatInputSchema,
    response: boatSchema,
    successStatus: 201,
    errors: { 400: invalid(validationMessages.minLength(3)), 403: notTeamOwner(), 404: notFound(teamsApiMessages.idNotFound), 409: alreadyHasBoat },
  }),
  createAdmin: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/boats/admin',
    summary: 'Registrar la embarcación de un equipo (administradores)',
    auth: true,
    roles: adminRoles,
    body: boatAdminInputSchema,
    response: boatSchema,
    successStatus: 201,
    errors: { 400: invalid(validationMessages.minLength(3)), 404: notFound(teamsApiMessages.idNotFound), 409: alreadyHasBoat },
  }),
});
