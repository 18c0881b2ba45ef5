import { z } from 'zod';
import { defineEndpoint } from './core/endpoint';
import {
  cardPaymentInputSchema,
  cashPaymentBodySchema,
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
import { invalid, notFound, notTeamOwner, ruleBroken } from './errors';
import { competitionQuery, idParams } from './params';

const owner = [Role.TeamOwner] as const;
const notFoundPayment = notFound('Pago no encontrado');
const notFoundTransfer = notFound('Transferencia no encontrada');
const cannotRecord = ruleBroken(
  'El equipo tiene pagos pendientes',
  'Se puede registrar un pago si la inscripción está registrada, sin pagos pendientes y con estado de pago no pendiente (SPEC §4).',
);
const notPending = ruleBroken('La transferencia ya fue procesada');

/** SPEC §7 Payments. */
export const paymentsList = defineEndpoint({
  id: 'payments.list',
  domain: 'payments',
  method: 'GET',
  path: '/payments',
  summary: 'Pagos de una competencia (la actual si no se indica competition_id)',
  auth: true,
  roles: adminRoles,
  query: competitionQuery,
  response: z.array(paymentSchema),
  successStatus: 200,
});

export const paymentsGet = defineEndpoint({
  id: 'payments.get',
  domain: 'payments',
  method: 'GET',
  path: '/payments/{id}',
  summary: 'Detalle de un pago con los datos del medio (efectivo o transferencia)',
  auth: true,
  roles: adminRoles,
  params: idParams,
  response: paymentDetailSchema,
  successStatus: 200,
  errors: { 404: notFoundPayment },
});

export const paymentsCreate = defineEndpoint({
  id: 'payments.create',
  domain: 'payments',
  method: 'POST',
  path: '/payments',
  summary: 'Registrar el pago con tarjeta que informa el proveedor al volver (?payment_id=)',
  description:
    'SPEC §7 nombra la ruta sin describirla; este proyecto la usa en la pantalla de resultado del pago: el servidor ' +
    'consulta el pago al proveedor y lo asocia a la inscripción. Repetirla con el mismo id devuelve el mismo pago.',
  auth: true,
  roles: owner,
  body: cardPaymentInputSchema,
  response: paymentStatusResultSchema,
  successStatus: 201,
  errors: { 400: invalid(formMessages.paymentIdMissing), 403: notTeamOwner(), 404: notFoundPayment },
});

export const paymentsGetStatus = defineEndpoint({
  id: 'payments.getStatus',
  domain: 'payments',
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
});

export const paymentsCreateTransfer = defineEndpoint({
  id: 'payments.createTransfer',
  domain: 'payments',
  method: 'POST',
  path: '/payments/transfer',
  summary: 'Informar un pago por transferencia del equipo propio (queda pendiente de confirmación)',
  auth: true,
  roles: owner,
  body: transferPaymentInputSchema,
  response: paymentDetailSchema,
  successStatus: 201,
  errors: {
    400: invalid('Todos los campos son obligatorios'),
    403: notTeamOwner(),
    404: notFound('Error: No se encontraron los detalles de la transferencia'),
    422: cannotRecord,
  },
});

export const paymentsCreateTransferAdmin = defineEndpoint({
  id: 'payments.createTransferAdmin',
  domain: 'payments',
  method: 'POST',
  path: '/payments/transfer/admin',
  summary: 'Registrar un pago por transferencia para un equipo (administradores)',
  auth: true,
  roles: adminRoles,
  body: transferPaymentAdminInputSchema,
  response: paymentDetailSchema,
  successStatus: 201,
  errors: {
    400: invalid('Todos los campos son obligatorios'),
    404: notFound('No se encontró el equipo.'),
    422: cannotRecord,
  },
});

export const paymentsConfirmTransfer = defineEndpoint({
  id: 'payments.confirmTransfer',
  domain: 'payments',
  method: 'PATCH',
  path: '/payments/transfer/{id}/confirm',
  summary: 'Confirmar una transferencia pendiente ({id} es el id de la transferencia)',
  auth: true,
  roles: adminRoles,
  params: idParams,
  body: transferConfirmSchema,
  response: paymentDetailSchema,
  successStatus: 200,
  errors: { 404: notFoundTransfer, 422: notPending },
});

export const paymentsRejectTransfer = defineEndpoint({
  id: 'payments.rejectTransfer',
  domain: 'payments',
  method: 'PATCH',
  path: '/payments/transfer/{id}/reject',
  summary: 'Rechazar una transferencia pendiente con un motivo ({id} es el id de la transferencia)',
  auth: true,
  roles: adminRoles,
  params: idParams,
  body: transferRejectSchema,
  response: paymentDetailSchema,
  successStatus: 200,
  errors: { 400: invalid('Este campo es obligatorio'), 404: notFoundTransfer, 422: notPending },
});

export const paymentsListPendingTransfers = defineEndpoint({
  id: 'payments.listPendingTransfers',
  domain: 'payments',
  method: 'GET',
  path: '/payments/transfer/pending',
  summary: 'Transferencias a confirmar de una competencia (la actual si no se indica)',
  auth: true,
  roles: adminRoles,
  query: competitionQuery,
  response: z.array(pendingTransferSchema),
  successStatus: 200,
});

export const paymentsCreateCash = defineEndpoint({
  id: 'payments.createCash',
  domain: 'payments',
  method: 'POST',
  path: '/payments/cash',
  summary: 'Registrar un pago en efectivo',
  description: 'Los administradores indican team_id (variante admin); el dueño de equipo paga por su propio equipo.',
  auth: true,
  roles: [...adminRoles, Role.TeamOwner],
  body: cashPaymentBodySchema,
  response: paymentDetailSchema,
  successStatus: 201,
  errors: {
    400: invalid('Todos los campos son obligatorios'),
    403: notTeamOwner("'Solo puedes registrar pagos de tu equipo': un dueño indicó otro team_id."),
    404: notFound('No se encontró el equipo.'),
    422: cannotRecord,
  },
});

export const paymentsEndpoints = {
  paymentsList,
  paymentsGet,
  paymentsCreate,
  paymentsGetStatus,
  paymentsCreateTransfer,
  paymentsCreateTransferAdmin,
  paymentsConfirmTransfer,
  paymentsRejectTransfer,
  paymentsListPendingTransfers,
  paymentsCreateCash,
} as const;
