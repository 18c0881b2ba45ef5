import { formMessages } from '@contracts/messages';

/** SPEC §2 transfer page and §8 messages. */
export const transferTexts = {
  missingPrice: formMessages.transferPriceMissing,
  created: 'Pago de transferencia creado exitosamente',
  createError: 'Error al crear el pago de transferencia',
  loadError: 'No se pudieron cargar los datos de la transferencia.',
} as const;
