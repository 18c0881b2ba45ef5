import { isPendingInstitutionRequest } from '@contracts/entities/help-desk';
import { usersEndpoints } from '@contracts/users';
import { useEndpointQuery } from '@/api/query';

/**
 * Whether the owner's request for a new club is still pending (SPEC §4: it blocks creating
 * or editing the team). Unknown while loading; if the tickets cannot be read the form stays
 * usable and the server's refusal (422) says why.
 */
export function usePendingClubRequest() {
  const tickets = useEndpointQuery(usersEndpoints.listOwnHelpTickets);
  return {
    isLoading: tickets.isPending,
    isPending: tickets.data?.some(isPendingInstitutionRequest) ?? false,
    reload: () => void tickets.refetch(),
  };
}
