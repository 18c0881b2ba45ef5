import { formMessages } from '@contracts/messages';
import { competitionsApiMessages } from '@contracts/competitions-messages';
import { paymentsApiMessages } from '@contracts/payments-messages';
import * as failureMessages from '@/api/failure-messages';

/** SPEC §2 transfer page and §8 messages. */
export const transferTexts = {
  missingPrice: formMessages.transferPriceMissing,
  notTransfer: competitionsApiMessages.priceNotTransfer,
  deadlinePassed: paymentsApiMessages.deadlinePassed,
  created: paymentsApiMessages.transferCreated,
  createError: failureMessages.payments.createTransfer,
  loadError: 'No se pudieron cargar los datos de la transferencia.',
} as const;
