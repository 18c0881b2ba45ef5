import type { ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useParams } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { can } from '@/lib/access/policy';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { sessionUser } from '@/lib/session/session';
import { NoTeamPanel } from '@/lib/team/no-team-panel';
import { ButtonLink } from '@/ui/button-link';
import { ErrorBanner } from '@/ui/error-banner';
import { LoadError } from '@/ui/load-error';
import { LoadingView } from '@/ui/loading-view';
import { Page } from '@/ui/page';
import { TransferBlocked } from './transfer-blocked';
import { TransferDetails } from './transfer-details';
import { registrationOfPrice, transferBlock } from './transfer-eligibility';
import { TransferForm } from './transfer-form';
import { nextTransferPrice } from './transfer-share';
import { transferTexts } from './transfer-texts';
import * as s from './transfer.css';

const toPriceId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/**
 * SPEC §2 /dashboard/transfer/{priceId}: where to transfer, the reference, and the sender
 * form. A price the owner cannot pay (no team, not a transfer price or none, the team paid,
 * exempt or with a payment in progress, the window closed) says why and offers the way back.
 */
export default function TransferPage({ title }: { title: string }) {
  useSignals();
  const user = sessionUser.value;
  const hasTeam = Boolean(user?.teamId);
  const priceId = toPriceId(useParams<{ priceId?: string }>().priceId);
  const details = useEndpointQuery(competitionsEndpoints.getTransferDetails, { params: { id: priceId ?? 0 } }, { enabled: hasTeam && priceId !== null });
  const mine = useEndpointQuery(competitionsEndpoints.list, undefined, { enabled: hasTeam });

  // The blocked panels carry their own way back; the form and the errors get 'Volver a la competencia'.
  const content = (): { body: ReactNode; back: boolean } => {
    const withBack = (body: ReactNode) => ({ body, back: true });
    if (!hasTeam) return { body: <NoTeamPanel reason="La inscripción se paga para un equipo." canCreate={can(user, 'createTeam')} />, back: false };
    if (priceId === null || (details.isLoadingError && details.error.statusCode === 404)) {
      return withBack(<ErrorBanner message={transferTexts.missingPrice} persistent />);
    }
    if (details.isLoadingError && details.error.statusCode === 422) return withBack(<ErrorBanner message={transferTexts.notTransfer} persistent />);
    if (details.isPending || mine.isPending) return withBack(<LoadingView label="Cargando los datos de la transferencia…" queries={[details, mine]} />);
    if (details.isLoadingError) {
      return withBack(<LoadError message={details.error.message || transferTexts.loadError} onRetry={() => void details.refetch()} />);
    }
    if (mine.isLoadingError) return withBack(<LoadError message={transferTexts.loadError} onRetry={() => void mine.refetch()} />);
    // An admin's array never reaches an owner's page (the route is for owners); read as no registration.
    const competitions = Array.isArray(mine.data) ? { availableCompetitions: [], registeredCompetitions: [] } : mine.data;
    const block = transferBlock(competitions, priceId);
    if (block) return { body: <TransferBlocked block={block} />, back: false };
    const registration = registrationOfPrice(competitions, priceId);
    const price = registration?.prices.find((p) => p.id === priceId);
    return withBack(
      <>
        <TransferDetails
          details={details.data}
          competitionName={registration?.name ?? null}
          registrationNumber={registration?.registration_number ?? null}
          deadline={price?.end_date ?? null}
          next={registration && price ? nextTransferPrice(registration.prices, price) : null}
        />
        <TransferForm priceId={priceId} />
      </>,
    );
  };
  const { body, back } = content();

  return (
    <Page title={title} className={s.page}>
      {body}
      {back ? (
        <div className={s.actions}>
          <ButtonLink href={appHref(href('competitions'))} variant="secondary">
            Volver a la competencia
          </ButtonLink>
        </div>
      ) : null}
    </Page>
  );
}
