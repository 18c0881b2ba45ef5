import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';

/**
 * 'Competencia: Torneo del Paraná 2026 (edición 12)' for a printed list of the current
 * competition (issue 21: a printed list says whose it is); undefined until it is known or
 * when there is none, and the list prints without it.
 */
export function useCurrentCompetitionCaption(): string | undefined {
  const competition = useEndpointQuery(competitionsEndpoints.getCurrent);
  const data = competition.data;
  return data ? `Competencia: ${data.name} (edición ${data.edition})` : undefined;
}
