import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { useIdle } from '@/lib/scheduling/use-idle';

/**
 * 'Competencia: Torneo del Paraná 2026 (edición 12)' for a printed list of the current
 * competition (issue 21: a printed list says whose it is); nothing until it is known or when
 * there is none. A component of its own, so the answer re-renders this line and not the list's
 * table (decision 0041).
 */
export function CurrentCompetitionCaption() {
  // Only printed: read after the page's own read (useIdle).
  const competition = useEndpointQuery(competitionsEndpoints.getCurrent, undefined, { enabled: useIdle() });
  const data = competition.data;
  return data ? <>{`Competencia: ${data.name} (edición ${data.edition})`}</> : null;
}
