import type { z } from 'zod';
import type { AnyEndpoint, RequestBody } from '@contracts/core/endpoint';
import { cashPaymentAdminInputSchema, transferPaymentAdminInputSchema } from '@contracts/entities/payments';
import { paymentsEndpoints } from '@contracts/payments';
import { teamAdminMessages as msg } from './team-admin-messages';

/** A text field of the payer's or sender's data. */
export type PayerField = { name: string; label: string; description?: string };

/**
 * What differs between recording a transfer and recording cash (SPEC §2/§5): the call, its
 * form schema, the prices' method, and the payer's fields. The dialog is the same.
 */
export type PaymentMethod<E extends AnyEndpoint = AnyEndpoint> = {
  title: string;
  priceType: 'transfer' | 'cash';
  /** SPEC §8 'No hay precios de transferencia disponibles' / 'No hay precios en efectivo disponibles'. */
  noPrices: string;
  endpoint: E;
  schema: z.ZodType<RequestBody<E>, z.ZodTypeDef, unknown>;
  fields: readonly PayerField[];
};

const method = <E extends AnyEndpoint>(m: PaymentMethod<E>) => m;

/** A team's transfer recorded by an admin: it waits for confirmation like the owner's. */
export const transferMethod = method({
  title: 'Registrar pago por transferencia',
  priceType: 'transfer',
  noPrices: msg.noTransferPrices,
  endpoint: paymentsEndpoints.createTransferAdmin,
  schema: transferPaymentAdminInputSchema,
  fields: [
    { name: 'sender_first_name', label: 'Nombre del remitente' },
    { name: 'sender_last_name', label: 'Apellido del remitente' },
    { name: 'sender_cuit', label: 'CUIT del remitente', description: '11 dígitos, por ejemplo 20-12345678-3.' },
  ],
});

/** Cash already received by an admin: approved at once. */
export const cashMethod = method({
  title: 'Registrar pago en efectivo',
  priceType: 'cash',
  noPrices: msg.noCashPrices,
  endpoint: paymentsEndpoints.createCash,
  schema: cashPaymentAdminInputSchema,
  fields: [
    { name: 'payer_first_name', label: 'Nombre del pagador' },
    { name: 'payer_last_name', label: 'Apellido del pagador' },
    { name: 'payer_dni', label: 'DNI del pagador', description: '7 u 8 dígitos, sin puntos.' },
  ],
});
