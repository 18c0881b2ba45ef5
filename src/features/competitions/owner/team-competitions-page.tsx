import { useSignals } from '@preact/signals-react/runtime';
import { competitionsEndpoints } from '@contracts/competitions';
import { isOwnerRole } from '@/lib/access/policy';
import { useEndpointQuery } from '@/api/query';
import { Page } from '@/ui/page';
import { sessionUser } from '@/lib/session/session';
import { NOT_OWNER_NOTE, ownsTeam } from '@/lib/team/team-ownership';
import { useOwnTeam } from '@/lib/team/team-readings';
import { LoadError } from '@/ui/load-error';
import { Panel } from '@/ui/panel';
import { LoadingView } from '@/ui/loading-view';
import { SavedDataNotice } from '@/ui/saved-data-notice';
import { CompetitionInfo } from './competition-info';
import { competitionTexts } from './competition-texts';
import { PaymentPanel } from './payment-panel';
import { CancelRegistration, isCancellable, RegistrationPanel } from './registration-panel';
import * as s from './competition.css';

/**
 * SPEC §2 /dashboard/competitions for a team (roles 3 and 4): the current competition, the
 * team's registration and the prices. Only the team's owner registers, cancels and pays
 * (docs/decisions/0009); a member, or an owner-role account on someone else's team, reads.
 */
export default function TeamCompetitionsPage({ title }: { title: string }) {
  useSignals();
  const user = sessionUser.value;
  const hasTeam = Boolean(user?.teamId);
  const current = useEndpointQuery(competitionsEndpoints.getCurrent);
  const mine = useEndpointQuery(competitionsEndpoints.list);
  const team = useOwnTeam({ enabled: hasTeam });

  if (!user) return null;

  const content = () => {
    if (current.isPending || mine.isPending || (hasTeam && team.isPending)) return <LoadingView label="Cargando la competencia…" queries={[current, mine, team]} />;
    if (current.isLoadingError && current.error.statusCode === 404) return <Panel title={competitionTexts.noCompetition} />;
    if (current.isLoadingError || mine.isLoadingError) {
      return <LoadError message={competitionTexts.loadError} onRetry={() => void Promise.all([current.refetch(), mine.refetch()])} />;
    }
    const competition = current.data;
    const registrations = Array.isArray(mine.data) ? [] : mine.data.registeredCompetitions;
    const registration = registrations.find((r) => r.id === competition.id);
    // An owner-role account without a team may still read the competition; it registers once it has one.
    const isOwner = !hasTeam ? isOwnerRole(user.roleId) : team.isSuccess && ownsTeam(user, team.data);
    const note = hasTeam && !isOwner && isOwnerRole(user.roleId) ? <p className={s.lead}>{NOT_OWNER_NOTE}</p> : null;
    if (!registration) {
      return (
        <>
          {note}
          <CompetitionInfo competition={competition} />
          <RegistrationPanel competition={competition} registration={registration} canAct={isOwner} />
          <PaymentPanel competition={competition} registration={registration} canAct={isOwner} />
        </>
      );
    }
    // Registered: the team's state and paying come first (on a phone, within the first screen
    // and a half), then the competition's details, and cancelling last (issue 31).
    return (
      <>
        {note}
        <RegistrationPanel competition={competition} registration={registration} canAct={isOwner} />
        <PaymentPanel competition={registration} registration={registration} canAct={isOwner} />
        <CompetitionInfo competition={competition} />
        {isCancellable(registration, isOwner) ? <CancelRegistration competition={competition} /> : null}
      </>
    );
  };

  return (
    <Page title={title} className={s.page}>
      <SavedDataNotice queries={[current, mine, team]} />
      {content()}
    </Page>
  );
}
