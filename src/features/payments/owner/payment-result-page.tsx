import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { paymentsEndpoints } from '@contracts/payments';
import type { ApiFailure } from '@/api';
import { useEndpointMutation } from '@/api/mutation';
import { useEndpointQuery } from '@/api/query';
import { NETWORK_ERROR_TEXT } from '@/api/result';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { Button } from '@/ui/button';
import { ErrorBanner } from '@/ui/error-banner';
import { LoadingView } from '@/ui/loading-view';
import { ApprovedPanel } from './approved-panel';
import { refundPanels, resultPanels, resultTexts } from './payment-result-texts';
import { ResultPanel } from './result-panel';
import * as s from './payment-result.css';

const PROVIDER_ID = /^\d+$/;

/** SPEC §8: what a failed check tells the payer. */
function checkFailure(res: Pick<ApiFailure, 'statusCode' | 'statusText' | 'message'>): string {
  if (res.statusText === NETWORK_ERROR_TEXT) return resultTexts.connectionError;
  if (res.statusCode === 404) return resultTexts.notFound;
  // A rule the server names (the registration was paid another way meanwhile) is said as is.
  if (res.statusCode === 422 && res.message) return res.message;
  return resultTexts.checkError;
}

/**
 * SPEC §2 /dashboard/competitions/payment/success?payment_id=…: the card provider's back
 * URL. The returned payment is registered (POST /payments, idempotent: a reload charges
 * nothing) and its status read (GET /payments/{id}/status); one panel per status.
 */
export default function PaymentResultPage({ title }: { title: string }) {
  const raw = new URLSearchParams(useSearch()).get('payment_id') ?? '';
  const paymentId = PROVIDER_ID.test(raw) ? raw : null;
  const { call: registerPayment } = useEndpointMutation(paymentsEndpoints.create);
  const [registered, setRegistered] = useState<'waiting' | 'done' | string>('waiting');
  const started = useRef(false);

  useEffect(() => {
    if (paymentId === null || started.current) return;
    started.current = true;
    void registerPayment({ body: { payment_id: paymentId } }).then((res) => setRegistered(res.ok ? 'done' : checkFailure(res)));
  }, [paymentId, registerPayment]);

  const status = useEndpointQuery(paymentsEndpoints.getStatus, { params: { id: paymentId ?? '0' } }, { enabled: registered === 'done' });

  const content = () => {
    if (paymentId === null) return <ErrorBanner message={resultTexts.missingId} persistent />;
    if (registered !== 'waiting' && registered !== 'done') return <ErrorBanner message={registered} persistent />;
    if (registered === 'waiting' || status.isPending) return <LoadingView label="Verificando el estado del pago…" queries={[status]} />;
    if (status.isLoadingError) return <ErrorBanner message={checkFailure(status.error)} persistent />;
    const result = status.data;
    // A charge the registration could not take is never shown as approved (decision 0067).
    if (result.refund_reason) {
      const refund = refundPanels[result.refund_reason];
      return (
        <ResultPanel title={refund.title} tone={refund.tone}>
          <p>{refund.body}</p>
        </ResultPanel>
      );
    }
    if (result.status === 'approved' || result.status === 'authorized') return <ApprovedPanel teamNumber={result.team_number} />;
    const panel = resultPanels[result.status];
    return (
      <ResultPanel title={panel.title} tone={panel.tone}>
        <p>{panel.body}</p>
        <div className={s.actions}>
          {panel.retry ? <ButtonLink href={appHref(href('competitions'))}>Volver a pagar</ButtonLink> : null}
          {panel.tone === 'progress' || panel.tone === 'warning' ? (
            <Button variant="secondary" onPress={() => void status.refetch()} isPending={status.isFetching}>
              Actualizar estado
            </Button>
          ) : null}
        </div>
      </ResultPanel>
    );
  };

  return (
    <Page title={title} className={s.page}>
      {content()}
      <div className={s.actions}>
        <ButtonLink href={appHref(href('competitions'))} variant="secondary">
          Ir a la competencia
        </ButtonLink>
      </div>
    </Page>
  );
}
