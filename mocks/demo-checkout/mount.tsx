import { createRoot } from 'react-dom/client';
import { DemoCheckoutPage } from './demo-checkout-page';

/** Renders the demo checkout in place of the app; the mock must be running (its calls go to the worker). */
export function mountDemoCheckout(root: HTMLElement) {
  const paymentId = new URLSearchParams(window.location.search).get('payment_id') ?? '';
  root.removeAttribute('data-prerendered');
  root.replaceChildren();
  createRoot(root).render(<DemoCheckoutPage paymentId={paymentId} />);
}
