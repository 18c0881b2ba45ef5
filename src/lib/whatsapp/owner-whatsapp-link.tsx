import type { TeamNotificationType } from '@contracts/enums';
import { WhatsAppLink } from '@/ui/whatsapp-link';
import { whatsAppLink } from './link';
import { reminderMessage, type ReminderFacts } from './reminder-message';

export type TeamOwnerContact = { first_name: string; last_name: string; phone: string | null };

/**
 * 'Escribir por WhatsApp' to a team's owner with the reminder of each step the team lacks
 * (issue 22). Nothing when there is no step to remind, no phone, or a phone WhatsApp cannot
 * reach: the admin's screens (team detail, per-team notifications) show it only when it works.
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
  if (!owner || steps.length === 0) return null;
  const href = whatsAppLink({ phone: owner.phone, text: reminderMessage(steps, { ...facts, ownerFirstName: owner.first_name || null }) });
  if (!href) return null;
  return <WhatsAppLink href={href}>{`Escribir por WhatsApp a ${owner.first_name} ${owner.last_name}`.trim()}</WhatsAppLink>;
}
