import { formatDateTime } from '@/lib/format/format';
import { appHref } from '@/lib/routing/navigation';
import { href } from '@/lib/routing/routes';
import { ButtonLink } from '@/ui/button-link';
import { Panel } from '@/ui/panel';
import type { TransferBlock } from './transfer-eligibility';
import { transferTexts } from './transfer-texts';

const toCompetition = (label: string) => <ButtonLink href={appHref(href('competitions'))}>{label}</ButtonLink>;

/**
 * A transfer price the owner cannot pay now: why, and the way back to the competition, where
 * the payment screen shows the team's state and the prices it can pay. Never a payable form.
 */
export function TransferBlocked({ block }: { block: TransferBlock }) {
  switch (block.kind) {
    case 'settled': {
      const { registration } = block;
      const isExempt = registration.payment_status === 'exempt';
      return (
        <Panel title={isExempt ? 'Tu equipo está exento del pago' : 'La inscripción ya está pagada'} tone="success">
          <p>
            No hay nada que pagar.
            {registration.team_number !== null ? ` Número de equipo: ${registration.team_number}.` : ''}
          </p>
          <div>{toCompetition('Volver a la competencia')}</div>
        </Panel>
      );
    }
    case 'in-progress':
      return (
        <Panel title="Tu pago está en proceso" tone="info">
          <p>Ya informaste un pago de la inscripción. Cuando se confirme, la inscripción queda pagada; no hace falta pagar otra vez.</p>
          <div>{toCompetition('Volver a la competencia')}</div>
        </Panel>
      );
    case 'expired':
      return (
        <Panel title="Este plazo de pago venció" tone="warning">
          <p>{transferTexts.deadlinePassed}</p>
          <p>Venció el {formatDateTime(block.price.end_date)}. En la competencia podés elegir el precio vigente.</p>
          <div>{toCompetition('Elegir otro precio')}</div>
        </Panel>
      );
    case 'not-open':
      return (
        <Panel title="Este plazo de pago todavía no empezó" tone="warning">
          <p>Se puede pagar desde el {formatDateTime(block.price.start_date)}. En la competencia podés elegir el precio vigente.</p>
          <div>{toCompetition('Elegir otro precio')}</div>
        </Panel>
      );
    case 'not-registered':
      return (
        <Panel title="Tu equipo no está inscripto en esta competencia">
          <p>Para pagar, primero inscribí al equipo desde la competencia.</p>
          <div>{toCompetition('Ir a la competencia')}</div>
        </Panel>
      );
  }
}
