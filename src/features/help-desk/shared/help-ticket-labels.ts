import type { HelpTicketStatus, ResponseMethod } from '@contracts/enums';

/** SPEC §3 help-desk ticket status, as the help screens show it. */
export const helpTicketStatusLabels: Record<HelpTicketStatus, string> = { pending: 'Pendiente', resolved: 'Resuelta' };

/** Badge tone per status: a pending request still waits, a resolved one is done. */
export const helpTicketStatusTone = (status: HelpTicketStatus): 'warning' | 'success' =>
  status === 'pending' ? 'warning' : 'success';

/** SPEC §3 channels an admin answers through. */
export const responseMethodLabels: Record<ResponseMethod, string> = {
  email: 'Correo electrónico',
  phone: 'Teléfono',
  system: 'Sistema',
  whatsapp: 'WhatsApp',
  notification: 'Notificación',
};
