import { teamNotificationTypeSchema, type TeamNotificationType } from '@contracts/enums';
import { teamReminderTexts } from '@contracts/team-reminder-texts';
import { fillPlaceholders } from '@/lib/format/fill-placeholders';

export type ReminderFacts = {
  /** Who the message greets; null when the owner has no name on record. */
  ownerFirstName: string | null;
  teamName: string;
  membersCount: number;
  /** The competition a payment reminder names. */
  competitionName: string;
};

/**
 * What an admin writes to a team's owner on WhatsApp (issue 22): the same words the team's
 * reminders put in the bell (contracts/team-reminder-texts.ts), one per step still missing,
 * in the order of the reminders' columns, after a greeting.
 */
export function reminderMessage(steps: readonly TeamNotificationType[], facts: ReminderFacts): string {
  const data = { team_name: facts.teamName, members_count: facts.membersCount, competition_name: facts.competitionName };
  const reminders = teamNotificationTypeSchema.options
    .filter((step) => steps.includes(step))
    .map((step) => `*${teamReminderTexts[step].title}*\n${fillPlaceholders(teamReminderTexts[step].description, data)}`);
  return [facts.ownerFirstName ? `Hola, ${facts.ownerFirstName}:` : 'Hola:', ...reminders].join('\n\n');
}
