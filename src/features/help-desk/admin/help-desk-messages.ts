import { formMessages } from '@contracts/messages';
import { helpDeskApiMessages } from '@contracts/help-desk-messages';
/** SPEC §8 texts of the admins' help desk. */
export const helpDeskMessages = {
  resolved: helpDeskApiMessages.statusUpdated,
  resolveError: 'Error al actualizar el estado',
  listLoadError: 'Error al cargar las solicitudes de ayuda',
  ticketLoadError: 'Error al cargar la solicitud',
  invalidId: formMessages.ticketId,
  notFound: helpDeskApiMessages.notFound,
} as const;
