import { z } from 'zod';
import { defineDomain, defineEndpoint } from './core/endpoint';
import {
  cardNotificationAnswerSchema,
  cardNotificationBodySchema,
  cardNotificationQuerySchema,
  cardPaymentInputSchema,
  cashPaymentBodySchema,
  cashRejectSchema,
  paymentDetailSchema,
  paymentSchema,
  paymentStatusResultSchema,
  pendingTransferSchema,
  transferConfirmSchema,
  transferPaymentAdminInputSchema,
  transferPaymentInputSchema,
  transferRejectSchema,
} from './entities/payments';
import { adminRoles, Role } from './enums';
import { formMessages } from './messages';
import { forbidden, invalid, notFound, notTeamOwner, ruleBroken, unknownCompetition } from './errors';
import { competitionQuery, idParams } from './params';
import { accessMessages, validationMessages } from './core/messages';
import { teamsApiMessages } from './teams-messages';
import { paymentsApiMessages } from './payments-messages';

const owner = [Role.TeamOwner] as const;
const notFoundPayment = notFound(paymentsApiMessages.notFound);
const notFoundTransfer = notFound(paymentsApiMessages.transferNotFound);
const cannotRecord = ruleBroken(
  paymentsApiMessages.pendingPayments,
  'Se puede registrar un pago si la inscripción está registrada, sin pagos pendientes y con estado de pago no pendiente (SPEC §4).',
);
const notPending = ruleBroken(paymentsApiMessages.transferProcessed);
const notFoundCash = notFound(paymentsApiMessages.cashNotFound);
const cashNotPending = ruleBroken(paymentsApiMessages.cashProcessed);
/** Nobody approves their own money (docs/decisions/0007); the role guard's 403 answers the same status. */
const ownPayment = forbidden(
  paymentsApiMessages.ownApproval,
  'El administrador que registró el pago, o que es parte del equipo que paga, no puede confirmarlo. ' +
    `Otros roles: '${accessMessages.forbidden}'.`,
);

/** The payments calls, keyed by operation name: `paymentsEndpoints.list` is the operation `payments.list`. */
export const paymentsEndpoints = defineDomain('payments', {
  /** SPEC §7 Payments. */
  list: defineEndpoint({
    method: 'GET',
    path: '/payments',
    summary: 'Pagos de una competencia (la actual si no se indica competition_id)',
    auth: true,
    roles: adminRoles,
    query: competitionQuery,
    response: z.array(paymentSchema),
    successStatus: 200,
    errors: { 404: unknownCompetition() },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/payments/{id}',
    summary: 'Detalle de un pago con los datos del medio (efectivo o transferencia)',
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: paymentDetailSchema,
    successStatus: 200,
    errors: { 404: notFoundPayment },
  }),
  create: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/payments',
    summary: 'Registrar el pago con tarjeta que informa el proveedor al volver (?payment_id=)',
    description:
      'SPEC §7 nombra la ruta sin describirla; este proyecto la usa en la pantalla de resultado del pago: el servidor ' +
      'consulta el pago al proveedor y lo asocia a la inscripción. Repetirla con el mismo id devuelve el mismo pago; ' +
      'una inscripción se cobra una sola vez.',
    auth: true,
    roles: owner,
    body: cardPaymentInputSchema,
    response: paymentStatusResultSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.paymentIdMissing),
      403: notTeamOwner(),
      404: notFoundPayment,
      422: ruleBroken(
        paymentsApiMessages.alreadyPaid,
        `El cobro se comprueba al registrarlo, no solo al dar el enlace: '${paymentsApiMessages.alreadyPaid}' si la inscripción ` +
          `está pagada o exenta, '${paymentsApiMessages.pendingPayments}' si tiene otro pago pendiente (transferencia o efectivo a ` +
          `confirmar). '${paymentsApiMessages.checkoutNotCompleted}' si el enlace existe pero el pagador no aprobó, dejó en proceso ` +
          'ni rechazó el pago en la página del proveedor: solo la decisión del proveedor registra un pago. ' +
          'Un id ya registrado devuelve el mismo pago (201) y no cobra otra vez.',
      ),
    },
  }),
  getStatus: defineEndpoint({
    method: 'GET',
    path: '/payments/{id}/status',
    summary: 'Estado de un pago con tarjeta, por el id del proveedor (pantalla de resultado del pago)',
    auth: true,
    roles: owner,
    params: z.object({
      id: z.string().regex(/^\d+$/, formMessages.paymentIdMissing),
    }),
    response: paymentStatusResultSchema,
    successStatus: 200,
    errors: { 404: notFoundPayment },
  }),
  cardNotification: defineEndpoint({
    method: 'POST',
    path: '/payments/notifications/mercadopago',
    summary: 'Notificación de Mercado Pago (webhook de Checkout Pro): el servidor lee el pago en Mercado Pago y lo aplica',
    description:
      'La llama Mercado Pago, no la app. Se verifica primero la firma x-signature (HMAC-SHA256 de ' +
      "'id:{data.id};request-id:{x-request-id};ts:{ts};' con la clave secreta del webhook, data.id de la query) y que ts no sea " +
      'más viejo que el margen configurado; después se lee el pago por su id en la API de Mercado Pago y solo esa respuesta ' +
      'cambia algo. Una notificación repetida, fuera de orden o de un pago desconocido se acepta (200) y no cambia nada. ' +
      'Sin Mercado Pago configurado (la demostración) toda notificación se rechaza con 401.',
    auth: false,
    query: cardNotificationQuerySchema,
    body: cardNotificationBodySchema,
    response: cardNotificationAnswerSchema,
    successStatus: 200,
    errors: {
      401: { example: paymentsApiMessages.notificationRefused, errorCodes: ['UNAUTHORIZED'], description: 'Firma ausente, falsa o vencida: no se lee ni se cambia nada.' },
      503: {
        example: paymentsApiMessages.providerUnavailable,
        errorCodes: ['SERVICE_UNAVAILABLE'],
        description: 'Mercado Pago no respondió al leer el pago: la notificación se reintenta (Mercado Pago reenvía lo que no recibió 200/201).',
      },
    },
    definedByProject: 'Issue 34: Mercado Pago notifica los pagos a la URL de notificación de cada preferencia.',
    // Not the web app: tests/server/mercado-pago.test.ts and tests/serve-mercado-pago/ stand for it.
    calledBy: 'Mercado Pago',
  }),
  createTransfer: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/payments/transfer',
    summary: 'Informar un pago por transferencia del equipo propio (queda pendiente de confirmación)',
    auth: true,
    roles: owner,
    body: transferPaymentInputSchema,
    response: paymentDetailSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.allFieldsRequired),
      403: notTeamOwner(),
      404: notFound(
        formMessages.transferPriceMissing,
        `'${formMessages.transferPriceMissing}': el precio no existe o no es de transferencia. '${teamsApiMessages.notFound}': la cuenta no tiene equipo.`,
      ),
      422: ruleBroken(
        paymentsApiMessages.pendingPayments,
        `La regla de SPEC §4 ('${paymentsApiMessages.pendingPayments}' con un pago pendiente o en curso; ` +
          `'${paymentsApiMessages.alreadyPaid}' si está pagada o exenta; '${paymentsApiMessages.notRegistered}'), ` +
          `y la vigencia del precio (SPEC §9): '${paymentsApiMessages.deadlinePassed}' después de su fin, ` +
          `'${paymentsApiMessages.priceNotOpenYet}' antes de su inicio.`,
      ),
    },
  }),
  createTransferAdmin: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/payments/transfer/admin',
    summary: 'Registrar un pago por transferencia para un equipo (administradores)',
    auth: true,
    roles: adminRoles,
    body: transferPaymentAdminInputSchema,
    response: paymentDetailSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.allFieldsRequired),
      404: notFound(teamsApiMessages.notFound),
      422: cannotRecord,
    },
  }),
  confirmTransfer: defineEndpoint({
    method: 'PATCH',
    path: '/payments/transfer/{id}/confirm',
    summary: 'Confirmar una transferencia pendiente ({id} es el id de la transferencia)',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: transferConfirmSchema,
    response: paymentDetailSchema,
    successStatus: 200,
    errors: { 403: ownPayment, 404: notFoundTransfer, 422: notPending },
  }),
  rejectTransfer: defineEndpoint({
    method: 'PATCH',
    path: '/payments/transfer/{id}/reject',
    summary: 'Rechazar una transferencia pendiente con un motivo ({id} es el id de la transferencia)',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: transferRejectSchema,
    response: paymentDetailSchema,
    successStatus: 200,
    errors: { 400: invalid(validationMessages.required), 404: notFoundTransfer, 422: notPending },
  }),
  listPendingTransfers: defineEndpoint({
    method: 'GET',
    path: '/payments/transfer/pending',
    summary: 'Transferencias a confirmar de una competencia (la actual si no se indica)',
    auth: true,
    roles: adminRoles,
    query: competitionQuery,
    response: z.array(pendingTransferSchema),
    successStatus: 200,
    errors: { 404: unknownCompetition() },
  }),
  createCash: defineEndpoint({
    method: 'POST',
    idempotent: true,
    path: '/payments/cash',
    summary: 'Registrar un pago en efectivo (el del dueño de equipo queda pendiente de confirmación)',
    description:
      'Los administradores indican team_id (variante admin) y registran dinero ya recibido: queda aprobado. El dueño de ' +
      'equipo declara el pago de su propio equipo: queda pendiente hasta que un administrador confirma que lo recibió ' +
      '(PATCH /payments/cash/{id}/confirm) o lo rechaza.',
    auth: true,
    roles: [...adminRoles, Role.TeamOwner],
    body: cashPaymentBodySchema,
    response: paymentDetailSchema,
    successStatus: 201,
    errors: {
      400: invalid(formMessages.allFieldsRequired),
      403: notTeamOwner(`'${paymentsApiMessages.otherTeam}': un dueño indicó otro team_id.`),
      404: notFound(teamsApiMessages.notFound),
      422: cannotRecord,
    },
  }),
  confirmCash: defineEndpoint({
    method: 'PATCH',
    path: '/payments/cash/{id}/confirm',
    summary: 'Confirmar la recepción de un pago en efectivo declarado por el equipo ({id} es el id del pago)',
    description:
      'El pago queda aprobado, recibido por el administrador que confirma; el equipo queda aceptado con el siguiente ' +
      'número de equipo y sus miembros reciben la notificación, como al confirmar una transferencia.',
    definedByProject:
      "SPEC §7 has no call to confirm cash; an owner's cash payment is a declaration that waits for an admin (issue 7, docs/decisions/0007).",
    auth: true,
    roles: adminRoles,
    params: idParams,
    response: paymentDetailSchema,
    successStatus: 200,
    errors: { 403: ownPayment, 404: notFoundCash, 422: cashNotPending },
  }),
  rejectCash: defineEndpoint({
    method: 'PATCH',
    path: '/payments/cash/{id}/reject',
    summary: 'Rechazar un pago en efectivo declarado que no se recibió, con un motivo ({id} es el id del pago)',
    description: 'La inscripción vuelve a registrada y sin pagar, los miembros reciben el motivo y el equipo puede pagar otra vez.',
    definedByProject:
      'SPEC §7 has no call for it; without it a cash declaration that never arrives would keep the team pending for good (docs/decisions/0007).',
    auth: true,
    roles: adminRoles,
    params: idParams,
    body: cashRejectSchema,
    response: paymentDetailSchema,
    successStatus: 200,
    errors: { 400: invalid(validationMessages.required), 404: notFoundCash, 422: cashNotPending },
  }),
});
