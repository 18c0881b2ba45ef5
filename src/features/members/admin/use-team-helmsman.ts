import { useQueries } from '@tanstack/react-query';
import type { Member } from '@contracts/entities/members';
import { membersEndpoints } from '@contracts/members';
import { endpointQuery } from '@/api/query';

/**
 * The team's helmsman other than `exceptUserId`, so the form can say that saving hands the
 * role over (one helmsman per team). The admin team detail names the members without that
 * flag, so each is read (at most 3 small calls, shared with the edit screen's cache) rather
 * than the whole participants list.
 */
export function useTeamHelmsman(memberIds: readonly number[], exceptUserId?: number): Member | undefined {
  const members = useQueries({
    queries: memberIds.filter((id) => id !== exceptUserId).map((id) => endpointQuery(membersEndpoints.get, { params: { id } })),
  });
  return members.map((q) => q.data).find((m) => m?.is_helmsman);
}
