import { useEffect, useMemo, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { catchesEndpoints } from '@contracts/catches';
import { checkInsEndpoints } from '@contracts/check-ins';
import { competitionsEndpoints } from '@contracts/competitions';
import { scoringEndpoints } from '@contracts/scoring';
import { useEndpointQuery, endpointPrefix } from '@/api/query';
import { sessionUser } from '@/lib/session/session';
import { Page } from '@/ui/page';
import { page } from '@/ui/page.css';
import { LoadError } from '@/ui/load-error';
import { LoadingView } from '@/ui/loading-view';
import { failureMessage } from '@/lib/forms/failure-message';
import { dayOutboxFor, onOutboxDelivered } from '../shared/day-outbox';
import type { Outbox } from '../shared/outbox';
import { CatchForm } from './catch-form';
import { OutboxPanel } from './outbox-panel';
import { LoggedCatches } from './logged-catches';
import { catchesTexts } from './catches-texts';
import * as s from './catches.css';

/**
 * The judge's catch log (issue 35, docs/decisions/0073): pick the team by its number, log each
 * piece (species, size, who caught it, the time, a photo), with or without signal. Each catch
 * goes to the outbox on the phone first and is sent from there; the page shows what waits,
 * when the last one arrived, and what the jury decided on the ones already sent.
 */
export default function CatchesPage({ title }: { title: string }) {
  useSignals();
  const user = sessionUser.value;
  const outbox = useMemo(() => (user ? dayOutboxFor(user.id) : null), [user]);
  return (
    <Page title={title} className={page.medium}>
      {user && outbox ? <CatchLog outbox={outbox} /> : null}
    </Page>
  );
}

export function CatchLog({ outbox }: { outbox: Outbox }) {
  const client = useQueryClient();
  const current = useEndpointQuery(competitionsEndpoints.getCurrent);
  const competitions = useEndpointQuery(competitionsEndpoints.list);
  const [chosen, setChosen] = useState<number | null>(null);
  const competitionId = chosen ?? current.data?.id ?? null;
  const enabled = { enabled: competitionId !== null };
  const input = { id: competitionId ?? 0 };
  const scoring = useEndpointQuery(scoringEndpoints.get, { params: input }, enabled);
  const dock = useEndpointQuery(checkInsEndpoints.list, { query: { competition_id: competitionId ?? 0 } }, enabled);

  // An item that arrived changes the judge's list of logged catches.
  useEffect(() => onOutboxDelivered(() => void client.invalidateQueries({ queryKey: endpointPrefix(catchesEndpoints.list) })), [client]);

  const reads = [current, competitions, scoring, dock];
  const failed = reads.find((read) => read.isLoadingError);
  if (failed?.error) return <LoadError message={failureMessage(failed.error, { retry: catchesTexts.loadError })} onRetry={() => reads.forEach((read) => void read.refetch())} />;
  if (current.isPending && chosen === null) return <LoadingView label={catchesTexts.loading} queries={[current]} />;

  // An admin's list is every competition; a judge reads the same call (any signed-in role).
  const listed = Array.isArray(competitions.data) ? competitions.data : [];
  const competitionOptions = (listed.length > 0 ? listed : current.data ? [current.data] : []).map((c) => ({ id: c.id, label: c.name }));

  return (
    <div className={s.layout}>
      <OutboxPanel outbox={outbox} />
      {competitionId === null ? (
        <p>{catchesTexts.noCompetition}</p>
      ) : !scoring.data || !dock.data ? (
        <LoadingView label={catchesTexts.loading} queries={[scoring, dock]} />
      ) : (
        <CatchForm
          outbox={outbox}
          competitionId={competitionId}
          competitionOptions={competitionOptions}
          onCompetitionChange={setChosen}
          species={scoring.data.species}
          teams={dock.data.teams}
        />
      )}
      {competitionId !== null ? <LoggedCatches competitionId={competitionId} /> : null}
    </div>
  );
}
