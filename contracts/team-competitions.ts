import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import { paymentLinkSchema } from './entities/payments';
import { exemptionInputSchema, teamCompetitionSchema } from './entities/team-competitions';
import { adminRoles, Role } from './enums';
import { invalid, notFound, notTeamOwner, ruleBroken, stateConflict } from './errors';
import { competitionAndPriceParams, competitionIdParams, idParams } from './params';
import { paymentsApiMessages } from './payments-messages';
import { formMessages } from './messages';
import { competitionsApiMessages } from './competitions-messages';
import { teamCompetitionsApiMessages } from './team-competitions-messages';

const owner = [Role.TeamOwner] as const;
const notFoundRegistration = notFound(teamCompetitionsApiMessages.registrationNotFound);

/** The team-competitions calls, keyed by operation name: `teamCompetitionsEndpoints.register` is the operation `teamCompetitions.register`. */
export const teamCompetitionsEndpoints = defineDomain('teamCompetitions', {
  /** SPEC §7 Team in competition: registration, exemption and the card payment link. */
  register: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/team_competitions/{competitionId}',
    summary: 'Inscribir el equipo propio en una competencia',
    auth: true,
    roles: owner,
    params: competitionIdParams,
    response: teamCompetitionSchema,
    successStatus: 201,
    errors: {
      403: notTeamOwner(),
      404: notFound(competitionsApiMessages.notFound),
      409: stateConflict(teamCompetitionsApiMessages.alreadyRegistered),
      422: ruleBroken(teamCompetitionsApiMessages.registrationClosed),
    },
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: '/team_competitions/{competitionId}',
    summary: 'Cancelar la inscripción del equipo propio en una competencia',
    auth: true,
    roles: owner,
    params: competitionIdParams,
    response: z.null(),
    successStatus: 200,
    errors: {
      403: notTeamOwner(),
      404: notFoundRegistration,
      422: ruleBroken(teamCompetitionsApiMessages.cannotCancel),
    },
  }),
  exempt: defineEndpoint({
    method: 'PATCH',
    path: '/team_competitions/{id}/exemption',
    summary: 'Eximir del pago a un equipo inscripto; le asigna número de equipo',
    description:
      'Permitido si la inscripción no está aceptada ni con pago en progreso, no hay pagos pendientes y el estado de pago no es pendiente (SPEC §4).',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: exemptionInputSchema,
    response: teamCompetitionSchema,
    successStatus: 200,
    errors: {
      400: invalid(formMessages.exemptionReason),
      404: notFoundRegistration,
      422: ruleBroken(paymentsApiMessages.pendingPayments),
    },
  }),
  removeExemption: defineEndpoint({
    method: 'DELETE',
    path: '/team_competitions/{id}/exemption',
    summary: 'Quitar la exención de pago; el equipo vuelve a deber el pago y pierde su número',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: teamCompetitionSchema,
    successStatus: 200,
    errors: { 404: notFoundRegistration, 422: ruleBroken(teamCompetitionsApiMessages.notExempt) },
  }),
  getPaymentLink: defineEndpoint({
    method: 'GET',
    path: '/payment_attempts/{competitionId}/{priceId}',
    summary: 'Enlace de pago con tarjeta (se abre en una pestaña nueva)',
    auth: true,
    roles: owner,
    params: competitionAndPriceParams,
    response: paymentLinkSchema,
    successStatus: 200,
    errors: {
      403: notTeamOwner(),
      404: notFound(competitionsApiMessages.priceNotFound),
      409: stateConflict(paymentsApiMessages.alreadyPaid),
      422: ruleBroken(paymentsApiMessages.deadlinePassed),
    },
  }),
});
