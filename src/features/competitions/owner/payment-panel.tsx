import { useState } from 'react';
import type { Price, RegisteredCompetition } from '@contracts/entities/competitions';
import type { PaymentType } from '@contracts/enums';
import { formatDateTime, formatMoney } from '@/lib/format/format';
import { href } from '@/lib/routing/routes';
import { appHref } from '@/lib/routing/navigation';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import { CashForm } from './cash-form';
import { DeclaredPayment } from './declared-payment';
import { PriceChoice, PriceList } from './price-choice';
import { defaultPrice, isPriceValid, sortPrices } from './price-options';
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
 * registered, unpaid team picks one and pays by its method; a paid or exempt team reads how
 * it stands instead of prices, and a team with a payment in progress what it declared
 * (issue 31); everybody else reads them.
 */
export function PaymentPanel({ competition, registration, canAct, now }: PaymentPanelProps) {
  const prices = sortPrices(competition.prices);
  if (registration?.payment_status === 'paid' || registration?.payment_status === 'exempt') return <Settled registration={registration} />;
  if (registration?.payment_status === 'pending') return <DeclaredPayment registration={registration} />;
  const mayPay = canAct && registration?.status === 'registered' && registration.payment_status === 'unpaid';
  if (prices.length === 0) return <Panel title="Precios">La competencia todavía no tiene precios.</Panel>;
  return (
    <Panel title={mayPay ? 'Pago de la inscripción' : 'Precios'}>
      {mayPay ? <PayChoice competitionId={competition.id} prices={prices} now={now} /> : <PriceList prices={prices} now={now} />}
    </Panel>
  );
}

/** How the owner reads the method of the payment that settled the registration. */
const paidBy: Record<PaymentType, string> = {
  transfer: 'por transferencia',
  cash: 'en efectivo',
  mercadopago: 'con tarjeta (Mercado Pago)',
};

/**
 * A paid or exempt team: nothing left to pay, so no prices, but what it paid, how and when
 * (issue 21). Its team number is in the registration panel just above.
 */
function Settled({ registration }: { registration: RegisteredCompetition }) {
  const settled = registration.settled_payment;
  if (registration.payment_status === 'exempt') {
    return (
      <Panel title="Pago de la inscripción" tone="success">
        <p>El equipo está exento del pago de la inscripción.</p>
      </Panel>
    );
  }
  return (
    <Panel title="Pago de la inscripción" tone="success">
      <p>La inscripción está pagada.</p>
      {settled ? (
        <p>
          Pagaste {formatMoney(settled.amount)} {paidBy[settled.payment_type]}; el pago se aprobó el {formatDateTime(settled.approved_at)}.
        </p>
      ) : null}
    </Panel>
  );
}

function PayChoice({ competitionId, prices, now }: { competitionId: number; prices: Price[]; now?: Date }) {
  // Only today's prices are choices; the others are listed apart, after the action.
  const payable = prices.filter((price) => isPriceValid(price, now));
  const unavailable = prices.filter((price) => !isPriceValid(price, now));
  const [selectedId, setSelectedId] = useState<number | null>(() => defaultPrice(prices, now)?.id ?? null);
  const card = usePayByCard();
  const selected = payable.find((p) => p.id === selectedId);
  return (
    <div className={s.form}>
      {payable.length > 0 ? (
        <PriceChoice prices={payable} selectedId={selectedId} onSelect={setSelectedId} now={now} />
      ) : (
        <p>Hoy no hay un plazo de pago abierto.</p>
      )}
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
      {payable.length > 0 && !selected ? <p>Elegí una forma de pago.</p> : null}
      {unavailable.length > 0 ? <PriceList label="Otros plazos (no se pueden pagar hoy)" prices={unavailable} now={now} /> : null}
    </div>
  );
}
