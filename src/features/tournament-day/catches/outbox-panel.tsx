import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { argentineWallTime } from '@contracts/core/argentine-time';
import { Button } from '@/ui/button';
import { NumberField } from '@/ui/number-field';
import { Panel } from '@/ui/panel';
import { Badge } from '@/ui/badge';
import type { Outbox, OutboxItem } from '../shared/outbox';
import { catchesTexts as t } from './catches-texts';
import * as s from './catches.css';

const hhmm = (iso: string) => argentineWallTime(iso).slice(11, 16);
const cm = (value: unknown) => `${Number(value).toLocaleString('es-AR', { maximumFractionDigits: 1 })} cm`;

/** A refusal names the field ('size_cm: …') in `message`; the judge reads the field's own words. */
const refusalText = (item: OutboxItem) => {
  const fields = Object.values(item.refusal?.fieldErrors ?? {});
  return fields[0] ?? item.refusal?.message ?? '';
};

function RefusedItem({ outbox, item }: { outbox: Outbox; item: OutboxItem }) {
  const [size, setSize] = useState<number | null>(Number(item.summary.size_cm));
  return (
    <>
      <p className={s.line}>
        <strong>{t.refusedTitle}:</strong> {refusalText(item)}
      </p>
      <NumberField label={t.fixSize} value={size} onChange={setSize} formatOptions={{ maximumFractionDigits: 1 }} minValue={0} />
      <div className={s.actions}>
        <Button isDisabled={size === null} onPress={() => void outbox.resend(item.id, { size_cm: size }, { size_cm: size })}>
          {t.resend}
        </Button>
        <Button variant="secondary" onPress={() => void outbox.discard(item.id)}>
          {t.discard}
        </Button>
      </div>
    </>
  );
}

/**
 * What the phone still has to send: how many wait, why (no signal, the server not answering),
 * when the last one arrived, and each item — a refused one with the server's reason, to fix
 * and resend or to discard.
 */
export function OutboxPanel({ outbox }: { outbox: Outbox }) {
  useSignals();
  const waiting = outbox.waiting.value;
  const items = outbox.items.value;
  const last = outbox.lastSentAt.value;
  const stalled = outbox.stalled.value;
  return (
    <Panel title={t.outboxTitle}>
      <div className={s.form}>
        <p role="status" className={s.line} aria-live="polite">
          <strong>{waiting === 0 ? t.waitingNone : t.waiting(waiting)}</strong>
          {waiting > 0 && stalled === 'offline' ? ` ${t.offline}` : ''}
          {waiting > 0 && stalled === 'failing' ? ` ${t.failing}` : ''}
        </p>
        <p className={s.muted}>{last ? t.lastSent(hhmm(last)) : t.neverSent}</p>
        {items.length > 0 ? (
          <ul className={s.list} aria-label="Capturas en el teléfono">
            {items.map((item) => (
              <li key={item.id} className={s.item}>
                <p className={s.line}>
                  <strong>{String(item.summary.species)} · {cm(item.summary.size_cm)}</strong> — equipo {String(item.summary.team)}
                </p>
                <p className={s.muted}>
                  {String(item.summary.member)} · {String(item.summary.time)} h{item.steps.length > 1 ? ' · con foto' : ''}
                </p>
                {item.state === 'refused' ? (
                  <RefusedItem outbox={outbox} item={item} />
                ) : (
                  <p className={s.line}>
                    <Badge tone="warning">Esperando envío</Badge>
                    {item.attempts > 0 ? <span className={s.muted}> {t.retrying(item.attempts)}</span> : null}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Panel>
  );
}
