import { createRoot } from 'react-dom/client';
import { DEMO_CHECKOUT_PATH } from '../rules/payment-links';
import { DemoCheckoutPage } from './demo-checkout-page';

/** Whether this address is the demo checkout's (src/main.tsx asks before rendering the app). */
export const isDemoCheckout = (location: Pick<Location, 'pathname'>) => location.pathname === DEMO_CHECKOUT_PATH;

/** Renders the demo checkout in place of the app; the mock must be running (its calls go to the worker). */
export function mountDemoCheckout(root: HTMLElement) {
  const paymentId = new URLSearchParams(window.location.search).get('payment_id') ?? '';
  root.removeAttribute('data-prerendered');
  root.replaceChildren();
  createRoot(root).render(<DemoCheckoutPage paymentId={paymentId} />);
}
