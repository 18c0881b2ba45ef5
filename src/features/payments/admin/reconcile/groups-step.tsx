import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { formatNumber } from '@/lib/format/format';
import { href } from '@/lib/routing/routes';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Panel } from '@/ui/panel';
import { Select } from '@/ui/select';
import { appHref } from '@/lib/routing/navigation';
import type { PendingTransfer } from '@contracts/entities/payments';
import { RejectTransferDialog } from './reject-transfer-dialog';
import { confirmPlan, planSentence, type Choices } from './confirm-plan';
import type { ReconcileGroups, ReviewCause, ReviewLine } from './match-transfers';
import { CandidateFacts, LineFacts, transferText } from './reconcile-rows';
import type { StatementLines } from './statement-lines';
import { ShowMoreList } from './show-more';
import * as s from './reconcile.css';

export type GroupsStepProps = {
  groups: ReconcileGroups;
  lines: StatementLines;
  choices: Choices;
  onChoose: (line: number, transferId: number | null) => void;
  onConfirm: () => void;
  onChangeColumns: () => void;
  onOtherFile: () => void;
};

const causeText: Record<ReviewCause, string> = {
  several: 'El concepto o el CUIT coinciden con más de una transferencia.',
  partial: 'Coincide solo en parte.',
  duplicate: 'Otra línea del extracto también coincide con esta transferencia.',
};

const count = (n: number, one: string, other: string) => `${formatNumber(n)} ${n === 1 ? one : other}`;

/**
 * The statement's credits in three groups, with what agrees on each. Matched lines start
 * ticked; a line to review pays nothing until the admin picks its transfer; a transfer can be
 * paid by one line only. Nothing is sent before 'Confirmar N transferencias' and its dialog.
 */
export function GroupsStep({ groups, lines, choices, onChoose, onConfirm, onChangeColumns, onOtherFile }: GroupsStepProps) {
  const [asking, setAsking] = useState(false);
  const [rejecting, setRejecting] = useState<PendingTransfer | null>(null);
  const plan = confirmPlan(groups, choices);
  const chosenBy = new Map([...choices].map(([line, transfer]) => [transfer, line]));
  const confirmLabel = `Confirmar ${plan.items.length === 1 ? '1 transferencia' : `${formatNumber(plan.items.length)} transferencias`}`;
  return (
    <>
      <Panel
        title="Extracto leído"
        actions={
          <>
            <Button variant="secondary" onPress={onChangeColumns}>
              Cambiar columnas
            </Button>
            <Button variant="secondary" onPress={onOtherFile}>
              Elegir otro archivo
            </Button>
          </>
        }
      >
        <ul className={s.counts}>
          <li>{count(lines.credits.length, 'crédito', 'créditos')} para conciliar</li>
          <li>{count(lines.debits, 'débito', 'débitos')}, que no pagan inscripciones</li>
          {lines.ignored > 0 ? <li>{count(lines.ignored, 'línea', 'líneas')} sin fecha o importe (saldos, totales), sin leer</li> : null}
        </ul>
      </Panel>

      <Panel title={`Coinciden (${formatNumber(groups.matched.length)})`}>
        <p className={s.lead}>La referencia y el monto coinciden con una sola transferencia pendiente.</p>
        {groups.matched.length === 0 ? (
          <p>Ninguna línea coincide del todo.</p>
        ) : (
          <ShowMoreList
            label="Líneas que coinciden"
            items={groups.matched}
            render={(m) => (
              <li key={m.line.line} className={s.row}>
                <LineFacts line={m.line} />
                <CandidateFacts transfer={m.transfer} reasons={m.reasons} />
                <Checkbox
                  isSelected={choices.get(m.line.line) === m.transfer.id}
                  isDisabled={(chosenBy.get(m.transfer.id) ?? m.line.line) !== m.line.line}
                  description={(chosenBy.get(m.transfer.id) ?? m.line.line) !== m.line.line ? `La elegiste para la línea ${chosenBy.get(m.transfer.id)}.` : undefined}
                  onChange={(on) => onChoose(m.line.line, on ? m.transfer.id : null)}
                >
                  {`Confirmar la línea ${m.line.line}`}
                </Checkbox>
              </li>
            )}
          />
        )}
      </Panel>

      <Panel title={`Para revisar (${formatNumber(groups.review.length)})`}>
        <p className={s.lead}>
          Elegí qué transferencia paga cada línea, o dejala sin confirmar. Si el extracto muestra que una transferencia no es lo que el equipo
          declaró, rechazala con el motivo.
        </p>
        {groups.review.length === 0 ? (
          <p>No hay líneas para revisar.</p>
        ) : (
          <ShowMoreList
            label="Líneas para revisar"
            items={groups.review}
            render={(r) => (
              <ReviewRow key={r.line.line} review={r} chosen={choices.get(r.line.line) ?? null} chosenBy={chosenBy} onChoose={onChoose} onReject={setRejecting} />
            )}
          />
        )}
      </Panel>

      <Panel title="Sin pareja">
        <h3 className={s.choiceLabel}>{`Líneas del extracto sin transferencia pendiente (${formatNumber(groups.unmatchedLines.length)})`}</h3>
        {groups.unmatchedLines.length === 0 ? (
          <p>Todas las líneas tienen alguna transferencia posible.</p>
        ) : (
          <ShowMoreList
            label="Líneas sin pareja"
            items={groups.unmatchedLines}
            render={(line) => (
              <li key={line.line} className={s.row}>
                <LineFacts line={line} />
                {groups.unmatchedTransfers.length > 0 ? (
                  <PairByHand line={line.line} transfers={groups.unmatchedTransfers} chosen={choices.get(line.line) ?? null} chosenBy={chosenBy} onChoose={onChoose} />
                ) : null}
              </li>
            )}
          />
        )}
        <h3 className={s.choiceLabel}>{`Transferencias pendientes sin línea en el extracto (${formatNumber(groups.unmatchedTransfers.length)})`}</h3>
        {groups.unmatchedTransfers.length === 0 ? (
          <p>Cada transferencia pendiente tiene alguna línea posible.</p>
        ) : (
          <ShowMoreList
            label="Transferencias sin línea"
            items={groups.unmatchedTransfers}
            render={(t) => (
              <li key={t.id} className={s.row}>
                {/* In another tab: leaving this page would drop the statement and the choices made on it. */}
                <a href={appHref(href('pendingTransferView', { id: t.payment_id }))} target="_blank" rel="noopener noreferrer">
                  {transferText(t)} <span className={s.visuallyHidden}>(se abre en otra pestaña)</span>
                </a>
              </li>
            )}
          />
        )}
      </Panel>

      <div className={s.confirmBar}>
        <span>{plan.items.length === 0 ? 'Elegí qué transferencias confirmar.' : `${planSentence(plan)}.`}</span>
        <Button onPress={() => setAsking(true)} isDisabled={plan.items.length === 0}>
          {confirmLabel}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title="¿Confirmar las transferencias?"
        message={`${planSentence(plan)}. Cada pago queda aprobado y su equipo, aceptado con su número; en cada transferencia se anota la línea del extracto.`}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
      />
      <RejectTransferDialog transfer={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

const NONE = -1;

type PairByHandProps = {
  line: number;
  transfers: readonly PendingTransfer[];
  chosen: number | null;
  chosenBy: ReadonlyMap<number, number>;
  onChoose: GroupsStepProps['onChoose'];
};

/**
 * A line no transfer names may still pay one no line names (issue 31): the sender wrote no
 * reference and paid from another CUIT. The admin pairs them by hand; a transfer pays one line.
 */
function PairByHand({ line, transfers, chosen, chosenBy, onChoose }: PairByHandProps) {
  const options = [
    { id: NONE, label: 'Ninguna: no confirmar esta línea' },
    ...transfers.map((t) => {
      const other = chosenBy.get(t.id);
      const taken = other !== undefined && other !== line;
      return { id: t.id, label: `${transferText(t)}${taken ? ` (ya la paga la línea ${other})` : ''}`, isDisabled: taken };
    }),
  ];
  return (
    <Select<number>
      label={`Transferencia que paga la línea ${line}`}
      description="Solo las transferencias pendientes sin línea en el extracto."
      options={options}
      value={chosen ?? NONE}
      onChange={(value) => onChoose(line, value === null || value === NONE ? null : value)}
    />
  );
}

type ReviewRowProps = {
  review: ReviewLine;
  chosen: number | null;
  chosenBy: ReadonlyMap<number, number>;
  onChoose: GroupsStepProps['onChoose'];
  onReject: (transfer: PendingTransfer) => void;
};

function ReviewRow({ review, chosen, chosenBy, onChoose, onReject }: ReviewRowProps) {
  const { line, candidates, cause } = review;
  return (
    <li className={s.row}>
      <LineFacts line={line} />
      <p className={s.lead}>{causeText[cause]}</p>
      <RadioGroup className={s.choice} value={String(chosen ?? 'none')} onChange={(v) => onChoose(line.line, v === 'none' ? null : Number(v))}>
        <Label className={s.choiceLabel}>{`¿Qué transferencia paga la línea ${line.line}?`}</Label>
        {candidates.map((c) => {
          const other = chosenBy.get(c.transfer.id);
          const taken = other !== undefined && other !== line.line;
          return (
            <Radio key={c.transfer.id} value={String(c.transfer.id)} className={s.radio} isDisabled={taken}>
              <span className={s.radioMark} aria-hidden="true" />
              <span>
                <CandidateFacts transfer={c.transfer} reasons={c.reasons} />
                {taken ? <span> (ya la paga la línea {other})</span> : null}
              </span>
            </Radio>
          );
        })}
        <Radio value="none" className={s.radio}>
          <span className={s.radioMark} aria-hidden="true" />
          <span>Ninguna: no confirmar esta línea</span>
        </Radio>
      </RadioGroup>
      <div className={s.actions}>
        {candidates.map((c) => (
          <Button key={c.transfer.id} variant="danger" size="sm" onPress={() => onReject(c.transfer)}>
            {`Rechazar la transferencia de ${c.transfer.team_name}`}
          </Button>
        ))}
      </div>
    </li>
  );
}
