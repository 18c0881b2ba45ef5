import { z } from 'zod';
import { defineEndpoint } from './core/endpoint';
import { institutionInputSchema, institutionPatchSchema, institutionSchema } from './entities/institutions';
import { adminRoles, Role } from './enums';
import { invalid, notFound, ruleBroken } from './errors';
import { idParams } from './params';

const notFoundInstitution = notFound('Institución no encontrada');

/** SPEC §7 Institutions (fishing clubs). */
export const institutionsList = defineEndpoint({
  id: 'institutions.list',
  domain: 'institutions',
  method: 'GET',
  path: '/institutions',
  summary: 'Listar las barras pesqueras',
  description: 'También la usa el dueño de equipo para elegir la barra al crear o editar su equipo.',
  auth: true,
  roles: [...adminRoles, Role.TeamOwner],
  response: z.array(institutionSchema),
  successStatus: 200,
});

export const institutionsCreate = defineEndpoint({
  id: 'institutions.create',
  domain: 'institutions',
  method: 'POST',
  path: '/institutions',
  summary: 'Dar de alta una barra pesquera con sus direcciones',
  auth: true,
  roles: adminRoles,
  body: institutionInputSchema,
  response: institutionSchema,
  successStatus: 201,
  errors: { 400: invalid('Por favor, rellene todos los campos requeridos') },
});

export const institutionsGet = defineEndpoint({
  id: 'institutions.get',
  domain: 'institutions',
  method: 'GET',
  path: '/institutions/{id}',
  summary: 'Obtener una barra pesquera',
  auth: true,
  roles: adminRoles,
  params: idParams,
  response: institutionSchema,
  successStatus: 200,
  errors: { 404: notFoundInstitution },
});

export const institutionsUpdate = defineEndpoint({
  id: 'institutions.update',
  domain: 'institutions',
  method: 'PATCH',
  path: '/institutions/{id}',
  summary: 'Editar una barra pesquera (campos modificados; addresses, si se envía, reemplaza la lista)',
  auth: true,
  roles: adminRoles,
  params: idParams,
  body: institutionPatchSchema,
  response: institutionSchema,
  successStatus: 200,
  errors: { 400: invalid('Debe tener al menos 3 caracteres'), 404: notFoundInstitution },
});

export const institutionsDelete = defineEndpoint({
  id: 'institutions.delete',
  domain: 'institutions',
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
    422: ruleBroken('No se puede eliminar una barra pesquera con equipos'),
  },
});

export const institutionsEndpoints = {
  institutionsList,
  institutionsCreate,
  institutionsGet,
  institutionsUpdate,
  institutionsDelete,
} as const;
