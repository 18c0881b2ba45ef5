import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { teamCompetitionsEndpoints } from '@contracts/team-competitions';
import { api } from '@/api';
import { failureMessage } from '@/lib/forms/failure-message';
import { toast } from '@/ui/toast-store';
import { competitionTexts } from './competition-texts';

/**
 * SPEC §2/§8 card payment: GET /payment_attempts/{competitionId}/{priceId} and open the
 * provider's link in a new tab. The tab is opened during the press (a tab opened after
 * the await would be a blocked pop-up) and pointed at the link once it arrives.
 * `paymentsApiMessages.alreadyPaid` is news, not a failure: an info toast and the
 * screen reloads what it shows.
 */
export function usePayByCard() {
  const client = useQueryClient();
  const [isPending, setPending] = useState(false);

  const pay = async (competitionId: number, priceId: number) => {
    setPending(true);
    const tab = window.open('', '_blank');
    const res = await api.call(teamCompetitionsEndpoints.getPaymentLink, { params: { competitionId, priceId } });
    setPending(false);
    if (res.ok) {
      if (tab) {
        // The provider's page must not reach back into the app's tab.
        tab.opener = null;
        tab.location.href = res.data.checkInUrl;
      } else {
        window.location.assign(res.data.checkInUrl);
      }
      return;
    }
    tab?.close();
    if (res.message === competitionTexts.alreadyPaid) {
      toast.info(competitionTexts.alreadyPaid);
      await client.invalidateQueries({ queryKey: ['competitions'] });
      return;
    }
    toast.error(failureMessage(res, { retry: competitionTexts.cardLinkFallback }));
  };

  return { pay, isPending };
}
