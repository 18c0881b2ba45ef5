import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import { institutionInputSchema, institutionPatchSchema, institutionSchema } from './entities/institutions';
import { adminRoles, Role } from './enums';
import { invalid, notFound, ruleBroken } from './errors';
import { idParams } from './params';
import { validationMessages } from './core/messages';
import { formMessages } from './messages';
import { institutionsApiMessages } from './institutions-messages';

const notFoundInstitution = notFound(institutionsApiMessages.notFound);

/** The institutions calls, keyed by operation name: `institutionsEndpoints.list` is the operation `institutions.list`. */
export const institutionsEndpoints = defineDomain('institutions', {
  /** SPEC §7 Institutions (fishing clubs). */
  list: defineEndpoint({
    method: 'GET',
    path: '/institutions',
    summary: 'Listar las barras pesqueras',
    description: 'También la usa el dueño de equipo para elegir la barra al crear o editar su equipo.',
    auth: true,
    roles: [...adminRoles, Role.TeamOwner],
    response: z.array(institutionSchema),
    successStatus: 200,
  }),
  create: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/institutions',
    summary: 'Dar de alta una barra pesquera con sus direcciones',
    auth: true,
    roles: adminRoles,
    body: institutionInputSchema,
    response: institutionSchema,
    successStatus: 201,
    errors: { 400: invalid(formMessages.fillRequired) },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/institutions/{id}',
    summary: 'Obtener una barra pesquera',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: institutionSchema,
    successStatus: 200,
    errors: { 404: notFoundInstitution },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/institutions/{id}',
    summary: 'Editar una barra pesquera (campos modificados; addresses, si se envía, reemplaza la lista)',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: institutionPatchSchema,
    response: institutionSchema,
    successStatus: 200,
    errors: { 400: invalid(validationMessages.minLength(3)), 404: notFoundInstitution },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/institutions/{id}',
    summary: 'Eliminar una barra pesquera',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: z.null(),
    successStatus: 200,
    errors: {
      404: notFoundInstitution,
      422: ruleBroken(institutionsApiMessages.hasTeams),
    },
  }),
});
