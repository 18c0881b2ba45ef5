import { describe, expect, it } from 'vitest';
import { teamReminderTexts } from '@contracts/team-reminder-texts';
import { reminderMessage } from '@/lib/whatsapp/reminder-message';

const facts = { ownerFirstName: 'Ramiro', teamName: 'Los Dorados', membersCount: 2, competitionName: 'Torneo del Paraná 2026' };

describe('reminderMessage (WhatsApp to the owner, issue 22)', () => {
  it("greets the owner and uses the bell reminders' own words, filled from the team", () => {
    expect(reminderMessage(['missing_members'], facts)).toBe(
      [
        'Hola, Ramiro:',
        `*${teamReminderTexts.missing_members.title}*\nTu equipo Los Dorados tiene 2 de 3 miembros. Agregá los que faltan para completar la inscripción.`,
      ].join('\n\n'),
    );
  });

  it("names the competition of a payment reminder, and puts the steps in the reminders' order", () => {
    const text = reminderMessage(['payment_due', 'missing_boat'], { ...facts, ownerFirstName: null });
    expect(text.split('\n\n')).toEqual([
      'Hola:',
      `*${teamReminderTexts.missing_boat.title}*\nEl equipo Los Dorados aún no registró su embarcación.`,
      `*${teamReminderTexts.payment_due.title}*\nLa inscripción de Los Dorados en Torneo del Paraná 2026 está pendiente de pago.`,
    ]);
  });
});
