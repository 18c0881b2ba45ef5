import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import { documentCases } from './core/wire';
import {
  categorySchema,
  competitionInputSchema,
  competitionPatchSchema,
  competitionSchema,
  fishSpeciesSchema,
  memberCompetitionsSchema,
  priceCreateSchema,
  pricePatchSchema,
  priceSchema,
  priceTransferDetailsSchema,
} from './entities/competitions';
import { adminRoles, Role } from './enums';
import { forbidden, invalid, notFound, ruleBroken, unknownCompetition } from './errors';
import { accessMessages } from './core/messages';
import { competitionQuery, idParams, paymentTypeQuery } from './params';
import { competitionOverviewSchema } from './entities/competition-overview';
import { validationMessages } from './core/messages';
import { formMessages } from './messages';
import { competitionsApiMessages } from './competitions-messages';

const systemAdmin = [Role.SystemAdmin] as const;
const notFoundCompetition = notFound(competitionsApiMessages.notFound);
const notFoundPrice = notFound(competitionsApiMessages.priceNotFound);

/** The competitions calls, keyed by operation name: `competitionsEndpoints.list` is the operation `competitions.list`. */
export const competitionsEndpoints = defineDomain('competitions', {
  /** SPEC §7 Competitions and prices, and the catalogues they use. */
  list: defineEndpoint({
    method: 'GET',
    path: '/competitions',
    summary: 'Competencias: disponibles y en las que el equipo está inscripto (dueño, miembro) o todas (administradores)',
    description:
      'Dueños y miembros reciben {availableCompetitions, registeredCompetitions}; los administradores, un arreglo con todas.',
    auth: true,
    response: documentCases(z.union([memberCompetitionsSchema, z.array(competitionSchema)]), [
      { title: 'Competencias del equipo', when: 'Rol 3 o 4 (dueño o miembro de equipo): un objeto con availableCompetitions y registeredCompetitions.' },
      { title: 'Todas las competencias', when: 'Rol 1 o 2 (administradores): un arreglo con todas las competencias.' },
    ]),
    successStatus: 200,
  }),
  create: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/competitions',
    summary: 'Crear una competencia con al menos un precio',
    auth: true,
    roles: systemAdmin,
    body: competitionInputSchema,
    response: competitionSchema,
    successStatus: 201,
    errors: { 400: invalid(formMessages.registrationEndBeforeStart) },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/competitions/{id}',
    summary: 'Obtener una competencia con sus precios y cifras',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: competitionSchema,
    successStatus: 200,
    errors: { 404: notFoundCompetition },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/competitions/{id}',
    summary: 'Editar una competencia (solo los campos modificados; los precios se editan aparte)',
    description: 'El servidor compara las fechas enviadas con las guardadas y responde 400 con el mensaje de la regla.',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: competitionPatchSchema,
    response: competitionSchema,
    successStatus: 200,
    errors: { 400: invalid(formMessages.competitionStartBeforeEnd), 404: notFoundCompetition },
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/competitions/{id}',
    summary: 'Eliminar una competencia',
    auth: true,
    roles: systemAdmin,
    params: idParams,
    response: z.null(),
    successStatus: 200,
    errors: { 404: notFoundCompetition, 422: ruleBroken(competitionsApiMessages.hasTeams) },
  }),
  getCurrent: defineEndpoint({
    method: 'GET',
    path: '/competitions/current',
    summary: 'La competencia actual (el cliente guarda su id una hora)',
    auth: true,
    response: competitionSchema,
    successStatus: 200,
    errors: { 404: notFound(competitionsApiMessages.noneSelected) },
  }),
  getPrice: defineEndpoint({
    method: 'GET',
    path: '/competition_prices/{id}',
    summary: 'Obtener un precio',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: priceSchema,
    successStatus: 200,
    errors: { 404: notFoundPrice },
  }),
  updatePrice: defineEndpoint({
    method: 'PATCH',
    path: '/competition_prices/{id}',
    summary: 'Editar un precio (solo los campos modificados)',
    auth: true,
    roles: systemAdmin,
    params: idParams,
    body: pricePatchSchema,
    response: priceSchema,
    successStatus: 200,
    errors: { 400: invalid('Debe ser al menos 1'), 404: notFoundPrice },
  }),
  deletePrice: defineEndpoint({
    method: 'DELETE',
    path: '/competition_prices/{id}',
    summary: 'Eliminar un precio; debe quedar al menos uno en la competencia',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: z.null(),
    successStatus: 200,
    errors: {
      404: notFoundPrice,
      422: ruleBroken(
        formMessages.atLeastOnePrice,
        `'${formMessages.atLeastOnePrice}': es el último precio de la competencia. ` +
          `'${competitionsApiMessages.priceHasPayments}': hay pagos o intentos de pago con ese precio.`,
      ),
    },
  }),
  createPrice: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/competition_prices',
    summary: 'Agregar un precio a una competencia',
    auth: true,
    roles: systemAdmin,
    body: priceCreateSchema,
    response: priceSchema,
    successStatus: 201,
    errors: { 400: invalid(validationMessages.required), 404: notFoundCompetition },
  }),
  getTransferDetails: defineEndpoint({
    method: 'GET',
    path: '/competition_prices/{id}/transfer-details',
    summary: 'Datos para pagar un precio por transferencia: monto, alias, CVU/CBU, banco y titular de la cuenta',
    auth: true,
    roles: [Role.TeamOwner],
    params: idParams,
    response: priceTransferDetailsSchema,
    successStatus: 200,
    errors: {
      404: notFound(formMessages.transferPriceMissing),
      422: ruleBroken(competitionsApiMessages.priceNotTransfer),
    },
  }),
  listPrices: defineEndpoint({
    method: 'GET',
    path: '/competition_prices/competition/{id}',
    summary: 'Precios de una competencia, opcionalmente de un tipo de pago',
    auth: true,
    params: idParams,
    query: paymentTypeQuery,
    response: z.array(priceSchema),
    successStatus: 200,
    errors: { 404: notFoundCompetition },
  }),
  listCategories: defineEndpoint({
    method: 'GET',
    path: '/categories',
    summary: 'Categorías de equipo (Menor, Dama, Familia)',
    auth: true,
    response: z.array(categorySchema),
    successStatus: 200,
  }),
  listFishSpecies: defineEndpoint({
    method: 'GET',
    path: '/fish_species',
    summary: 'Especies de peces',
    auth: true,
    response: z.array(fishSpeciesSchema),
    successStatus: 200,
  }),

  /** Not in endpoints.txt: the organisers' home (issue 21) needs the figures without reading every list. */
  getOverview: defineEndpoint({
    method: 'GET',
    path: '/competitions/overview',
    summary: 'Resumen de una competencia para los organizadores: equipos, dinero recibido y declarado, y el trabajo pendiente',
    description:
      'La competencia actual si no se indica competition_id. Sin ninguna competencia, competition es null y las cifras 0. ' +
      'Cada cifra se lee con las mismas reglas que su lista: transferencias a confirmar (GET /payments/transfer/pending), ' +
      'equipos incompletos (GET /notifications/teams/status), solicitudes de ayuda pendientes (GET /help_desk_tickets).',
    auth: true,
    roles: adminRoles,
    query: competitionQuery,
    response: competitionOverviewSchema,
    successStatus: 200,
    errors: {
      403: forbidden(accessMessages.forbidden, 'Solo los administradores: un dueño o un miembro de equipo recibe 403 (también una cuenta sin activar).'),
      404: unknownCompetition(),
    },
    definedByProject:
      'Issue 21: the organiser home shows counts of lists that hold up to 5,000 teams; one aggregate read instead of paging them in the browser.',
  }),
});
