import type { TeamNotificationType } from '@contracts/enums';
import { WhatsAppLink } from '@/ui/whatsapp-link';
import { whatsAppLink } from './link';
import { reminderMessage, type ReminderFacts } from './reminder-message';

export type TeamOwnerContact = { first_name: string; last_name: string; phone: string | null };

/**
 * 'Escribir por WhatsApp' to a team's owner (issue 22): with the reminder of each step the team
 * lacks written in, or, when it lacks none, to the owner's empty chat (issue 31: organisers
 * write to complete teams too, about the day's logistics). Nothing without a phone or with one
 * WhatsApp cannot reach: the admin's screens (team detail, per-team notifications) show it only
 * when it works.
 */
export function OwnerWhatsAppLink({
  owner,
  steps,
  facts,
}: {
  owner: TeamOwnerContact | null;
  steps: readonly TeamNotificationType[];
  facts: Omit<ReminderFacts, 'ownerFirstName'>;
}) {
  if (!owner) return null;
  const text = steps.length > 0 ? reminderMessage(steps, { ...facts, ownerFirstName: owner.first_name || null }) : '';
  const href = whatsAppLink({ phone: owner.phone, text });
  if (!href) return null;
  return <WhatsAppLink href={href}>{`Escribir por WhatsApp a ${owner.first_name} ${owner.last_name}`.trim()}</WhatsAppLink>;
}
