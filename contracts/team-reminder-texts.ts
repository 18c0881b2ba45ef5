import type { TeamNotificationType } from './enums';

/**
 * The words of the four per-team reminders (SPEC §2 per-team notifications) as the server
 * writes them in each member's bell; the description's {{placeholders}} are filled from the
 * team (team_name, members_count, competition_name). Written here once: the mock's notifications
 * and the admin's WhatsApp message to the owner (issue 22) both read them.
 */
export const teamReminderTexts: Record<TeamNotificationType, { title: string; description: string }> = {
  missing_members: {
    title: 'Faltan miembros en tu equipo',
    description: 'Tu equipo {{team_name}} tiene {{members_count}} de 3 miembros. Agregá los que faltan para completar la inscripción.',
  },
  missing_helmsman: {
    title: 'Falta el timonel',
    description: 'Tu equipo {{team_name}} todavía no tiene timonel. Marcá a un miembro con licencia como timonel.',
  },
  missing_boat: {
    title: 'Registrá tu embarcación',
    description: 'El equipo {{team_name}} aún no registró su embarcación.',
  },
  payment_due: {
    title: 'Pago pendiente',
    description: 'La inscripción de {{team_name}} en {{competition_name}} está pendiente de pago.',
  },
};
