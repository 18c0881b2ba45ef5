import { competitionsEndpoints } from '@contracts/competitions';
import type { Competition, MemberCompetitions } from '@contracts/entities/competitions';
import { useEndpointQuery } from '@/api/query';
import { useOwnTeam } from '@/lib/team/team-readings';
import { failureMessage } from '@/lib/forms/failure-message';
import { Page } from '@/ui/page';
import { Button } from '@/ui/button';
import { LoadError } from '@/ui/load-error';
import { LoadingView } from '@/ui/loading-view';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { CredentialCard, type CredentialNumbers } from './credential-card';
import { credentialTexts } from './credential-text';
import * as s from './credential.css';

/** The team's numbers in the current competition, or null while it has no team number. */
export function credentialNumbers(current: Competition, competitions: MemberCompetitions): CredentialNumbers | null {
  const registration = competitions.registeredCompetitions.find((c) => c.id === current.id);
  if (!registration || registration.team_number === null) return null;
  return { competitionId: current.id, teamNumber: registration.team_number, registrationNumber: registration.registration_number, competitionName: current.name };
}

/**
 * Venue mode (issue 23): the team's credential for the control desk, for owners and members,
 * on screen and printed; it opens offline with the last data the device saw.
 */
export default function CredentialPage({ title }: { title: string }) {
  const team = useOwnTeam();
  const current = useEndpointQuery(competitionsEndpoints.getCurrent);
  const competitions = useEndpointQuery(competitionsEndpoints.list);
  const queries = [team, current, competitions];

  const body = (() => {
    // No current competition (404) is not an error here: there is simply nothing to show.
    if (current.isLoadingError && current.error?.statusCode === 404) return <p>{credentialTexts.noCompetition}</p>;
    const failed = queries.find((q) => q.isLoadingError);
    if (failed) return <LoadError message={failureMessage(failed.error!, { retry: credentialTexts.loadError })} onRetry={() => void failed.refetch()} />;
    if (!team.data || !current.data || !competitions.data) return <LoadingView label={credentialTexts.loading} queries={queries} />;
    if (Array.isArray(competitions.data)) return <p>{credentialTexts.noNumber}</p>;
    const numbers = credentialNumbers(current.data, competitions.data);
    if (!numbers) return <p>{credentialTexts.noNumber}</p>;
    return (
      <>
        <SavedDataNotice queries={[team, current, competitions]} />
        <CredentialCard team={team.data} numbers={numbers} />
        <div className={s.actions}>
          <Button variant="secondary" onPress={() => window.print()}>
            {credentialTexts.print}
          </Button>
        </div>
      </>
    );
  })();

  return (
    <Page title={title} className={s.page}>
      {body}
    </Page>
  );
}
