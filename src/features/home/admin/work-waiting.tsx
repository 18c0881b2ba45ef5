import type { CompetitionOverview } from '@contracts/entities/competition-overview';
import { Link } from 'react-aria-components';
import { href } from '@/lib/routing/routes';
import { Panel } from '@/ui/panel';
import * as s from './overview.css';

type WorkKind = keyof CompetitionOverview['pending'];

/**
 * A list opened with its filter set, in the tables' URL scheme (docs/decisions/0016):
 * the link lands on exactly the rows its count counted.
 */
const filtered = (path: string, filters: Record<string, string>) => `${path}?${new URLSearchParams(filters).toString()}`;

const work: readonly { kind: WorkKind; one: string; many: string; href: string }[] = [
  { kind: 'transfers_to_confirm', one: 'transferencia a confirmar', many: 'transferencias a confirmar', href: href('pendingTransfers') },
  { kind: 'cash_to_confirm', one: 'pago en efectivo a confirmar', many: 'pagos en efectivo a confirmar', href: filtered(href('payments'), { medio: 'cash', estado: 'pending' }) },
  { kind: 'help_requests', one: 'solicitud de ayuda pendiente', many: 'solicitudes de ayuda pendientes', href: filtered(href('helpDesk'), { estado: 'pending' }) },
  // Card payments (issue 34, decision 0067): the payments list filtered by what each row waits for,
  // the same reading the overview counts (paymentToDo), so the link lands on exactly those rows.
  {
    kind: 'card_reversals',
    one: 'pago con tarjeta devuelto o con contracargo',
    many: 'pagos con tarjeta devueltos o con contracargo',
    href: filtered(href('payments'), { 'para-hacer': 'card_reversal' }),
  },
  {
    kind: 'card_refunds_failed',
    one: 'cobro con tarjeta duplicado para devolver a mano',
    many: 'cobros con tarjeta duplicados para devolver a mano',
    href: filtered(href('payments'), { 'para-hacer': 'card_refund' }),
  },
  { kind: 'incomplete_teams', one: 'equipo incompleto para recordar', many: 'equipos incompletos para recordar', href: href('notificationsTeams') },
];

/**
 * What waits for the organisers, each count a link to its list (on a phone the sidebar and
 * its counts are hidden, so the home carries them). The count is part of the link's name.
 */
export function WorkWaiting({ pending }: { pending: CompetitionOverview['pending'] }) {
  return (
    <Panel title="Para hacer">
      <ul className={s.work}>
        {work.map((item) => {
          const count = pending[item.kind];
          return (
            <li key={item.kind}>
              <Link href={item.href} className={s.workLink}>
                <span className={`${s.workCount} ${count > 0 ? s.workCountWaiting : ''}`}>{count}</span>
                <span>{count === 1 ? item.one : item.many}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
