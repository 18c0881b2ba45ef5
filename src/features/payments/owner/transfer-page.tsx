import { useParams } from 'wouter';
import { competitionsEndpoints } from '@contracts/competitions';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { ErrorBanner } from '@/ui/error-banner';
import { LoadError } from '@/ui/load-error';
import { LoadingView } from '@/ui/loading-view';
import { TransferDetails } from './transfer-details';
import { TransferForm } from './transfer-form';
import { transferTexts } from './transfer-texts';
import * as s from './transfer.css';

const toPriceId = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null);

/** SPEC §2 /dashboard/transfer/{priceId}: where to transfer, the reference, and the sender form. */
export default function TransferPage({ title }: { title: string }) {
  const priceId = toPriceId(useParams<{ priceId?: string }>().priceId);
  const details = useEndpointQuery(competitionsEndpoints.getTransferDetails, { params: { id: priceId ?? 0 } }, { enabled: priceId !== null });
  const mine = useEndpointQuery(competitionsEndpoints.list);

  const content = () => {
    if (priceId === null || (details.isLoadingError && details.error.statusCode === 404)) {
      return <ErrorBanner message={transferTexts.missingPrice} persistent />;
    }
    if (details.isPending || mine.isPending) return <LoadingView label="Cargando los datos de la transferencia…" queries={[details, mine]} />;
    if (details.isLoadingError) {
      return <LoadError message={details.error.message || transferTexts.loadError} onRetry={() => void details.refetch()} />;
    }
    const registrations = mine.data && !Array.isArray(mine.data) ? mine.data.registeredCompetitions : [];
    const registration = registrations.find((r) => r.prices.some((p) => p.id === priceId));
    return (
      <>
        <TransferDetails details={details.data} registrationNumber={registration?.registration_number ?? null} />
        <TransferForm priceId={priceId} />
      </>
    );
  };

  return (
    <Page title={title} className={s.page}>
      {content()}
      <div className={s.actions}>
        <ButtonLink href={appHref(href('competitions'))} variant="secondary">
          Volver a la competencia
        </ButtonLink>
      </div>
    </Page>
  );
}
