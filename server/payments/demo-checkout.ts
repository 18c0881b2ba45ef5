import { Hono } from 'hono';
import { html } from 'hono/html';
import { db } from '../../mocks/db/store';
import { openCheckout } from '../../mocks/rules/card-payments';
import { DEMO_CHECKOUT_PATH, providerBackPath } from '../../mocks/rules/payment-links';
import type { CardCheckoutDecision } from '../../mocks/db/schema';
import type { Store } from '../store/store';
import { failureAnswer } from '../http/failures';

/**
 * The demonstration card checkout, served by the API itself while no card provider is
 * configured (docs/decisions/0064; the in-browser demo has its own page,
 * mocks/demo-checkout): a server-rendered page with no script, so the site's strict CSP
 * holds, where the tester approves, leaves in process or rejects the charge. The decision is
 * stored on the payment link exactly as the demo's provider stores it (mocks/rules/card-payments);
 * POST /api/payments then records the payment from it (decision 0028: only the checkout decides).
 */
const decisions: { value: CardCheckoutDecision; label: string; tone: string }[] = [
  { value: 'approved', label: 'Aprobar el pago', tone: 'primary' },
  { value: 'in_process', label: 'Dejar el pago en proceso', tone: '' },
  { value: 'rejected', label: 'Rechazar el pago', tone: 'danger' },
];

const UNKNOWN = 'El enlace de pago no existe o ya fue usado.';
const money = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const STYLES = `${DEMO_CHECKOUT_PATH}.css`;

const page = (body: ReturnType<typeof html>) => html`<!doctype html>
<html lang="es-AR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Pagar con tarjeta — Proveedor de pagos (demostración)</title>
    <link rel="stylesheet" href="${STYLES}" />
  </head>
  <body>
    <main class="card">
      <p class="brand">PagoDemo <span aria-hidden="true">🔒</span></p>
      <h1>Pagar con tarjeta</h1>
      <p class="note">Checkout de demostración: no se cobra dinero real. Elegí cómo responde el proveedor de pagos.</p>
      ${body}
    </main>
  </body>
</html>`;

const css = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f6;color:#14202b;line-height:1.5}
.card{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
.brand{font-weight:700;color:#0b4f8a;margin:0 0 .5rem}
h1{font-size:1.3rem;margin:0 0 .5rem}
.note{background:#fff6d6;border:1px solid #b08900;padding:.5rem .75rem;border-radius:8px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
.amount{font-size:1.25rem;font-weight:700}
.actions{display:flex;flex-direction:column;gap:.5rem;margin-top:1rem}
button{min-height:44px;font:inherit;border-radius:8px;border:1px solid #44546a;background:#fff;color:#14202b;cursor:pointer}
button:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
button.primary{background:#0b4f8a;border-color:#0b4f8a;color:#fff}
button.danger{background:#a4262c;border-color:#a4262c;color:#fff}
.error{color:#a4262c;font-weight:600}
`;

const htmlHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

export function demoCheckoutRoutes(store: Store): Hono {
  const routes = new Hono();

  routes.get(STYLES, (c) => c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));

  routes.get(DEMO_CHECKOUT_PATH, async (c) => {
    const providerId = c.req.query('payment_id') ?? '';
    try {
      const { value: view } = await store.run(async () => {
        const checkout = openCheckout(db(), providerId);
        return { value: checkout && { team: checkout.teamName, competition: checkout.competitionName, amount: checkout.attempt.amount }, keep: false };
      });
      if (!view) return c.html(page(html`<p role="alert" class="error">${UNKNOWN}</p>`), 404, htmlHeaders);
      return c.html(
        page(html`
          <dl>
            <dt>Equipo</dt><dd>${view.team}</dd>
            <dt>Concepto</dt><dd>Inscripción ${view.competition}</dd>
            <dt>Total</dt><dd class="amount">$ ${money.format(view.amount)}</dd>
          </dl>
          <form method="post" action="${DEMO_CHECKOUT_PATH}" class="actions">
            <input type="hidden" name="payment_id" value="${providerId}" />
            ${decisions.map((d) => html`<button type="submit" name="decision" value="${d.value}" class="${d.tone}">${d.label}</button>`)}
          </form>`),
        200,
        htmlHeaders,
      );
    } catch (error) {
      return failureAnswer(error).response;
    }
  });

  routes.post(DEMO_CHECKOUT_PATH, async (c) => {
    const form = await c.req.parseBody();
    const providerId = String(form.payment_id ?? '');
    const decision = decisions.find((d) => d.value === form.decision)?.value;
    try {
      const { value: decided } = await store.run(async () => {
        const checkout = openCheckout(db(), providerId);
        if (!checkout || !decision) return { value: false, keep: false };
        checkout.attempt.provider_decision = decision;
        return { value: true, keep: true };
      });
      if (!decided) return c.html(page(html`<p role="alert" class="error">${UNKNOWN}</p>`), 404, htmlHeaders);
      return c.redirect(providerBackPath(providerId), 303);
    } catch (error) {
      return failureAnswer(error).response;
    }
  });
  return routes;
}
