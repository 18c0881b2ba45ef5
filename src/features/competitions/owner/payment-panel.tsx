import { useState } from 'react';
import type { RegisteredCompetition } from '@contracts/entities/competitions';
import { href } from '@/lib/routing/routes';
import { appHref } from '@/lib/routing/navigation';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import { CashForm } from './cash-form';
import { PriceChoice, PriceList } from './price-choice';
import { defaultPrice, sortPrices } from './price-options';
import { usePayByCard } from './use-pay-by-card';
import * as s from './competition.css';

export type PaymentPanelProps = {
  competition: Pick<RegisteredCompetition, 'id' | 'prices'>;
  registration: RegisteredCompetition | undefined;
  canAct: boolean;
  now?: Date;
};

/**
 * The prices (SPEC §9: transfer first, the currently valid one preselected). The owner of a
 * registered, unpaid team picks one and pays by its method; everybody else reads them.
 */
export function PaymentPanel({ competition, registration, canAct, now }: PaymentPanelProps) {
  const prices = sortPrices(competition.prices);
  const mayPay = canAct && registration?.status === 'registered' && registration.payment_status === 'unpaid';
  if (prices.length === 0) return <Panel title="Precios">La competencia todavía no tiene precios.</Panel>;
  return (
    <Panel title="Precios">
      {registration && registration.payment_status === 'pending' ? (
        <p>Tu pago está en proceso: cuando se confirme, la inscripción queda pagada.</p>
      ) : null}
      {mayPay ? <PayChoice competitionId={competition.id} prices={prices} now={now} /> : <PriceList prices={prices} />}
    </Panel>
  );
}

function PayChoice({ competitionId, prices, now }: { competitionId: number; prices: ReturnType<typeof sortPrices>; now?: Date }) {
  const [selectedId, setSelectedId] = useState<number | null>(() => defaultPrice(prices, now)?.id ?? null);
  const card = usePayByCard();
  const selected = prices.find((p) => p.id === selectedId);
  return (
    <div className={s.form}>
      <PriceChoice prices={prices} selectedId={selectedId} onSelect={setSelectedId} />
      {selected?.payment_type === 'transfer' ? (
        <div className={s.actions}>
          <ButtonLink href={appHref(href('transfer', { priceId: selected.id }))}>Pagar por transferencia</ButtonLink>
        </div>
      ) : null}
      {selected?.payment_type === 'mercadopago' ? (
        <div className={s.actions}>
          <Button onPress={() => void card.pay(competitionId, selected.id)} isPending={card.isPending}>
            Pagar con tarjeta
          </Button>
          <span className={s.small}>El pago se abre en una pestaña nueva.</span>
        </div>
      ) : null}
      {selected?.payment_type === 'cash' ? <CashForm key={selected.id} priceId={selected.id} /> : null}
      {!selected ? <p>Elegí una forma de pago.</p> : null}
    </div>
  );
}
