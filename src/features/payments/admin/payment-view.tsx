import type { ReactNode } from 'react';
import { paymentsEndpoints } from '@contracts/payments';
import { useEndpointQuery } from '@/api/query';
import { appHref } from '@/lib/routing/navigation';
import { Page } from '@/ui/page';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import { QueryView } from '@/ui/query-view';
import type { PaymentDetail } from '@contracts/entities/payments';
import { PaymentGeneralInfo, PaymentMethodDetails } from './payment-details';
import { paymentsAdminMessages as msg } from './payments-admin-messages';
import { useRouteId } from '@/lib/routing/route-id';
import * as s from './payments-admin.css';

export type PaymentViewProps = {
  title: string;
  back: { href: string; label: string };
  /**
   * What admins may do with this payment (decide a transfer, confirm received cash), shown
   * above the details: it is what the admin came for. `reload` reads the payment again.
   */
  actions: (payment: PaymentDetail, reload: () => Promise<PaymentDetail | undefined>) => ReactNode;
};

/** A payment's detail (GET /payments/{id}) with a back link; an unknown id says `paymentsApiMessages.notFound`. */
export function PaymentView({ title, back, actions }: PaymentViewProps) {
  const id = useRouteId();
  const payment = useEndpointQuery(paymentsEndpoints.get, { params: { id: id ?? 0 } }, { enabled: id !== null });
  const reload = async () => (await payment.refetch()).data;

  return (
    <Page title={title} className={s.page}>
      <div>
        <ButtonLink href={appHref(back.href)} variant="secondary">
          {back.label}
        </ButtonLink>
      </div>
      <QueryView
        query={payment}
        loadingLabel="Cargando el pago…"
        errorMessage={msg.loadPaymentError}
        errorClassName={s.stack}
        notFound={{ show: <Panel title={msg.paymentNotFound}>Revisá el enlace o volvé al listado.</Panel> }}
        isMissing={id === null}
      >
        {(loaded) => (
          <>
            {actions(loaded, reload)}
            <div className={s.cards}>
              <PaymentGeneralInfo payment={loaded} />
              <PaymentMethodDetails payment={loaded} />
            </div>
          </>
        )}
      </QueryView>
    </Page>
  );
}
