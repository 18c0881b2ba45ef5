import { competitionsEndpoints } from '@contracts/competitions';
import { teamsEndpoints } from '@contracts/teams';
import { useEndpointQuery } from '@/api/query';
import { OwnerWhatsAppLink } from '@/lib/whatsapp/owner-whatsapp-link';
import type { ReminderTarget } from './reminder-target';
import * as s from './notifications-admin.css';

/**
 * Inside the reminder's confirmation: the same reminder written to the team's owner on WhatsApp
 * (issue 22). The owner and their phone come from the team's detail, read when the dialog opens
 * (the status list names no owner); nothing shows until it answers, nor without a usable phone.
 */
export function ReminderWhatsApp({ target }: { target: ReminderTarget }) {
  const detail = useEndpointQuery(teamsEndpoints.getDetail, { params: { id: target.team.id } });
  const competition = useEndpointQuery(competitionsEndpoints.getCurrent);
  if (!detail.data || !competition.data) return null;
  const link = (
    <OwnerWhatsAppLink
      owner={detail.data.owner}
      steps={[target.type]}
      facts={{ teamName: target.team.name, membersCount: detail.data.members.length, competitionName: competition.data.name }}
    />
  );
  return <div className={s.whatsApp}>{link}</div>;
}
