import { z } from 'zod';
import { idParamWith } from './core/fields';
import { defineDomain, defineEndpoint } from './core/endpoint';
import { helpTicketCreateSchema, helpTicketResolveSchema, helpTicketSchema } from './entities/help-desk';
import { adminRoles } from './enums';
import { formMessages } from './messages';
import { forbidden, invalid, notFound, ruleBroken } from './errors';
import { validationMessages } from './core/messages';
import { helpDeskApiMessages } from './help-desk-messages';

const ticketParams = z.object({ id: idParamWith(formMessages.ticketId) });
const notFoundTicket = notFound(helpDeskApiMessages.notFound);

/** The help-desk calls, keyed by operation name: `helpDeskEndpoints.list` is the operation `helpDesk.list`. */
export const helpDeskEndpoints = defineDomain('helpDesk', {
  /** SPEC §7 Help desk. The user's own tickets are GET /users/help_desk_tickets (contracts/users.ts). */
  list: defineEndpoint({
    method: 'GET',
    path: '/help_desk_tickets',
    summary: 'Listar las solicitudes de ayuda',
    auth: true,
    roles: adminRoles,
    response: z.array(helpTicketSchema),
    successStatus: 200,
  }),
  create: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/help_desk_tickets',
    summary: 'Enviar una solicitud de ayuda (con sesión) o de recuperación de acceso (sin sesión, con DNI)',
    description:
      'Con token, la solicitud queda a nombre del usuario (registrado o activo), que puede tener una sola pendiente; ' +
      'institution_request la marca como pedido de nueva barra pesquera. Sin token, dni es obligatorio (recuperación de acceso).',
    auth: false,
    optionalAuth: true,
    body: helpTicketCreateSchema,
    response: helpTicketSchema,
    successStatus: 201,
    errors: {
      400: invalid(
        validationMessages.minLength(3),
        `Cuerpo inválido; sin token también 'dni: ${validationMessages.required}' y 'Tenés que iniciar sesión para solicitar una barra pesquera' (institution_request).`,
      ),
      403: forbidden(helpDeskApiMessages.clubRequestOwnersOnly, 'Con token: institution_request de una cuenta que no es dueña de equipo.'),
      422: ruleBroken(
        helpDeskApiMessages.pendingRequest,
        `Con token: '${helpDeskApiMessages.pendingRequest}', 'Esa barra pesquera ya existe'. Sin token: 'Ya hay una solicitud pendiente para este DNI'.`,
      ),
    },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/help_desk_tickets/{id}',
    summary: 'Obtener una solicitud de ayuda',
    auth: true,
    roles: adminRoles,
    params: ticketParams,
    response: helpTicketSchema,
    successStatus: 200,
    errors: { 400: invalid(formMessages.ticketId), 404: notFoundTicket },
  }),
  resolve: defineEndpoint({
    method: 'PATCH',
    path: '/help_desk_tickets/{id}',
    summary: 'Responder una solicitud: pasa a resuelta con la forma de respuesta elegida',
    auth: true,
    roles: adminRoles,
    params: ticketParams,
    body: helpTicketResolveSchema,
    response: helpTicketSchema,
    successStatus: 200,
    errors: {
      400: invalid(formMessages.responseMethod),
      404: notFoundTicket,
      422: ruleBroken(helpDeskApiMessages.alreadyResolved),
    },
  }),
});
