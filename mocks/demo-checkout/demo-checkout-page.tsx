import { useEffect, useRef, useState } from 'react';
import type { CardCheckoutDecision } from '../db/schema';
import * as s from './demo-checkout.css';

/** What the provider's page says when the decision did not go through, with or without a reason. */
const PROCESSING_FAILED = 'No se pudo procesar el pago';

/**
 * The demo's stand-in for the card provider's hosted checkout (docs/decisions/0019). Only
 * in demo builds: src/main.tsx loads it when the mock is on and the address is the demo
 * checkout's. The tester approves, leaves in process or rejects the charge; the page then
 * goes to the provider's back URL, the app's payment result page.
 */
type Checkout = { team: string; concept: string; amount: number };
type Load = { state: 'loading' } | { state: 'ready'; checkout: Checkout } | { state: 'error'; message: string };

const TEST_CARD = { number: '4509 9535 6623 3704', holder: 'APRO DEMO', expiry: '11/30', cvv: '123' };

const money = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const choices: { decision: CardCheckoutDecision; label: string; tone?: string }[] = [
  { decision: 'approved', label: 'Aprobar el pago', tone: s.primary },
  { decision: 'in_process', label: 'Dejar el pago en proceso' },
  { decision: 'rejected', label: 'Rechazar el pago', tone: s.danger },
];

export function DemoCheckoutPage({ paymentId }: { paymentId: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const url = `/__mock/checkout/${encodeURIComponent(paymentId)}`;

  useEffect(() => {
    document.title = 'Pagar con tarjeta — Proveedor de pagos (demostración)';
    heading.current?.focus();
    fetch(url)
      .then(async (res) => {
        const body = (await res.json()) as Checkout & { message?: string };
        setLoad(res.ok ? { state: 'ready', checkout: body } : { state: 'error', message: body.message ?? 'Enlace de pago inválido' });
      })
      .catch(() => setLoad({ state: 'error', message: 'No se pudo cargar el pago' }));
  }, [url]);

  const decide = async (decision: CardCheckoutDecision) => {
    setSending(true);
    setFailure(null);
    try {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ decision }) });
      const body = (await res.json()) as { backUrl?: string; message?: string };
      if (res.ok && body.backUrl) {
        window.location.assign(body.backUrl);
        return;
      }
      setFailure(body.message ?? PROCESSING_FAILED);
    } catch {
      setFailure(PROCESSING_FAILED);
    }
    setSending(false);
  };

  return (
    <main className={s.page}>
      <div className={s.card}>
        <div className={s.brandBar}>
          <span>PagoDemo</span>
          <span aria-hidden="true">🔒</span>
        </div>
        <h1 ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: '1.3rem' }}>
          Pagar con tarjeta
        </h1>
        <p className={s.demoNote}>
          Checkout de demostración: no se cobra dinero real. Elegí cómo responde el proveedor de pagos.
        </p>
        {load.state === 'loading' ? <p role="status">Cargando el pago…</p> : null}
        {load.state === 'error' ? (
          <p role="alert" className={s.error}>
            {load.message}
          </p>
        ) : null}
        {load.state === 'ready' ? (
          <>
            <dl className={s.facts}>
              <dt>Equipo</dt>
              <dd>{load.checkout.team}</dd>
              <dt>Concepto</dt>
              <dd>{load.checkout.concept}</dd>
              <dt>Total</dt>
              <dd className={s.amount}>$&nbsp;{money.format(load.checkout.amount)}</dd>
            </dl>
            <fieldset className={s.fieldset}>
              <legend>Tarjeta de prueba</legend>
              <label className={s.field}>
                Número de tarjeta
                <input className={s.input} readOnly value={TEST_CARD.number} />
              </label>
              <label className={s.field}>
                Titular
                <input className={s.input} readOnly value={TEST_CARD.holder} />
              </label>
              <label className={s.field}>
                Vencimiento
                <input className={s.input} readOnly value={TEST_CARD.expiry} />
              </label>
              <label className={s.field}>
                Código de seguridad
                <input className={s.input} readOnly value={TEST_CARD.cvv} />
              </label>
            </fieldset>
            <div className={s.actions}>
              {choices.map((c) => (
                <button
                  key={c.decision}
                  type="button"
                  className={[s.button, c.tone].filter(Boolean).join(' ')}
                  disabled={sending}
                  onClick={() => void decide(c.decision)}
                >
                  {c.label}
                </button>
              ))}
            </div>
            {failure ? (
              <p role="alert" className={s.error}>
                {failure}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </main>
  );
}
