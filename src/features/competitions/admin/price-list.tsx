import { useState } from 'react';
import { competitionsEndpoints } from '@contracts/competitions';
import type { Competition, Price } from '@contracts/entities/competitions';
import { useEndpointMutation } from '@/api/mutation';
import { refusalReason } from '@/lib/forms/failure-message';
import { formatDayMonth, formatMoney, formatNumber, formatPeriod } from '@/lib/format/format';
import { Badge } from '@/ui/badge';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { ButtonLink } from '@/ui/button-link';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { ErrorBanner } from '@/ui/error-banner';
import { setApart } from '@/ui/set-apart.css';
import { toast } from '@/ui/toast-store';
import { competitionAdminMessages as m, paymentTypeLabels } from './competition-admin-messages';
import * as s from './competition-admin.css';

/** What a price charges and when, in one line a screen reader reads whole. */
export const priceSummary = (p: Price) =>
  `${paymentTypeLabels[p.payment_type]}: ${formatMoney(p.price)}` +
  (p.installment_count > 1 ? ` en ${formatNumber(p.installment_count)} cuotas` : '');

const feeText = (p: Price) =>
  p.platform_fee === null ? 'Sin comisión' : `Comisión ${formatNumber(p.platform_fee, 2)} % ${p.covers_platform_fee ? '(incluida)' : '(se suma)'}`;

/** Where a price stands today (issue 31: the list marked none as current). */
export function priceStanding(p: Pick<Price, 'start_date' | 'end_date'>, now: Date = new Date()) {
  if (now.getTime() < Date.parse(p.start_date)) return { current: false, label: `Desde el ${formatDayMonth(p.start_date)}`, tone: 'neutral' } as const;
  if (now.getTime() > Date.parse(p.end_date)) return { current: false, label: 'Vencido', tone: 'neutral' } as const;
  return { current: true, label: 'Vigente hoy', tone: 'success' } as const;
}

/**
 * The competition's prices, each marked 'Vigente hoy', 'Desde el 08/12' or 'Vencido'. The system admin adds, edits and deletes them (SPEC §6); a client
 * admin reads them. A delete asks first; the server refuses the last price and a price with
 * payments, and its Spanish reason is shown.
 */
export function PriceList({ competition, canManage, now }: { competition: Competition; canManage: boolean; now?: Date }) {
  const [toDelete, setToDelete] = useState<Price | null>(null);
  // The server's reason for refusing a delete (last price, price with payments) stays until the next attempt.
  const [refusal, setRefusal] = useState<string | null>(null);
  const { call: remove } = useEndpointMutation(competitionsEndpoints.deletePrice);

  const confirmDelete = async () => {
    if (!toDelete) return;
    setRefusal(null);
    const res = await remove({ params: { id: toDelete.id } });
    if (res.ok) {
      toast.success(m.priceDeleted);
      return;
    }
    toast.error(m.priceDeleteError);
    setRefusal(refusalReason(res));
  };

  return (
    <section className={s.section} aria-labelledby="prices-title">
      <h2 id="prices-title" className={s.sectionTitle}>
        Precios
      </h2>
      {refusal ? <ErrorBanner message={refusal} persistent onDismiss={() => setRefusal(null)} /> : null}
      {competition.prices.length === 0 ? <p className={s.lead}>La competencia no tiene precios.</p> : null}
      <ul className={s.priceList}>
        {competition.prices.map((price) => {
          const standing = priceStanding(price, now);
          return (
          <li key={price.id} className={s.priceItem} aria-current={standing.current || undefined}>
            <div>
              <p className={s.description}>
                <strong>{priceSummary(price)}</strong> <Badge tone={standing.tone}>{standing.label}</Badge>
              </p>
              <p className={s.lead}>
                Vigente del {formatPeriod(price.start_date, price.end_date)}. {feeText(price)}.
              </p>
            </div>
            {canManage ? (
              <div className={s.actions}>
                <ButtonLink variant="secondary" size="sm" href={appHref(href('priceEdit', { id: price.id }))} aria-label={`Editar ${priceSummary(price)}`}>
                  Editar
                </ButtonLink>
                <Button variant="danger" size="sm" className={setApart} onPress={() => setToDelete(price)} aria-label={`Eliminar ${priceSummary(price)}`}>
                  Eliminar
                </Button>
              </div>
            ) : null}
          </li>
          );
        })}
      </ul>
      {canManage ? (
        <div className={s.actions}>
          <ButtonLink href={appHref(`${href('priceNew')}?competition_id=${competition.id}`)}>Agregar precio</ButtonLink>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Eliminar precio"
        message={toDelete ? `¿Eliminar el precio ${priceSummary(toDelete)}? Esta acción no se puede deshacer.` : ''}
        confirmLabel="Eliminar precio"
        tone="danger"
        onConfirm={confirmDelete}
      />
    </section>
  );
}
