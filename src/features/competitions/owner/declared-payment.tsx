import { Link } from 'react-aria-components';
import type { RegisteredCompetition } from '@contracts/entities/competitions';
import type { PaymentType } from '@contracts/enums';
import { formatDateTime, formatMoney, formatTransferAmount } from '@/lib/format/format';
import { href } from '@/lib/routing/routes';
import { Fact, FactsList } from '@/ui/facts-list';
import { Panel } from '@/ui/panel';
import { paymentTypeNames } from './competition-texts';

type Declared = NonNullable<RegisteredCompetition['declared_payment']>;

/** What happens next, by method: who checks it, against what, and how long it usually takes. */
export const declaredNextStep: Record<PaymentType, string> = {
  transfer:
    'Un organizador compara tu transferencia con los movimientos de la cuenta del banco. Suele tardar uno o dos días hábiles. Cuando la confirma, la inscripción queda pagada, el equipo recibe su número y te avisamos en Notificaciones.',
  cash: 'Un organizador confirma el pago cuando recibe el dinero. Cuando lo confirma, la inscripción queda pagada, el equipo recibe su número y te avisamos en Notificaciones.',
  mercadopago:
    'El proveedor de la tarjeta todavía está procesando el pago; suele resolverse en unas horas. Cuando se aprueba, la inscripción queda pagada y el equipo recibe su número.',
};

const payerTerm: Record<PaymentType, string> = { transfer: 'Quién transfirió', cash: 'Quién paga', mercadopago: 'Quién paga' };
const documentName: Record<PaymentType, string> = { transfer: 'CUIT', cash: 'DNI', mercadopago: 'DNI' };

/**
 * A payment the team declared and an organiser has not confirmed yet (issue 31): what was
 * declared (amount, reference, who sent it, when), who checks it and how long that usually
 * takes, and what to do if it was a mistake. No prices: there is nothing to pay meanwhile.
 */
export function DeclaredPayment({ registration }: { registration: RegisteredCompetition }) {
  const declared = registration.declared_payment;
  const type = declared?.payment_type ?? 'transfer';
  return (
    <Panel title="Tu pago está en proceso" tone="info">
      <p role="status">
        {declared ? `Informaste un pago por ${paymentTypeNames[type].toLowerCase()}` : 'Informaste un pago de la inscripción'}: falta que lo confirme la
        organización. No hace falta pagar otra vez.
      </p>
      {declared ? <DeclaredFacts declared={declared} registrationNumber={registration.registration_number} /> : null}
      <p>{declaredNextStep[type]}</p>
      <p>
        ¿Te equivocaste en el monto o en los datos? No vuelvas a pagar: escribí a la organización desde{' '}
        <Link href={href('help')}>Ayuda</Link>
        {registration.registration_number !== null ? ` con el número de inscripción ${registration.registration_number}` : ''} y te dicen cómo
        seguir.
      </p>
    </Panel>
  );
}

function DeclaredFacts({ declared, registrationNumber }: { declared: Declared; registrationNumber: number | null }) {
  const type = declared.payment_type;
  const amount = type === 'transfer' ? formatTransferAmount(declared.amount) : formatMoney(declared.amount);
  return (
    <FactsList>
      <Fact term="Forma de pago">{paymentTypeNames[type]}</Fact>
      <Fact term="Monto informado">{amount}</Fact>
      {registrationNumber !== null ? <Fact term="Referencia (número de inscripción)">{registrationNumber}</Fact> : null}
      {declared.payer_name ? (
        <Fact term={payerTerm[type]}>
          {declared.payer_name}
          {declared.payer_document ? ` (${documentName[type]} ${declared.payer_document})` : ''}
        </Fact>
      ) : null}
      <Fact term="Informado el">{formatDateTime(declared.declared_at)}</Fact>
    </FactsList>
  );
}
