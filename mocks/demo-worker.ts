/** public/demo-service-worker.js: MSW's worker plus the claim below. */
export const WORKER_URL = '/demo-service-worker.js';
const CLAIM_MESSAGE = 'pesca:claim-clients';

/**
 * MSW reloads the page when a worker is registered but does not control it (a hard reload, or
 * a navigation that began while the previous page's worker was activating: `clients.claim()`
 * skips a document that is not ready yet). That reload came after the prerendered sign-in form
 * was usable and dropped what had been typed. Asked first, the registered worker claims the
 * page, and MSW finds it controlled.
 */
export async function claimedByRegisteredWorker() {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  const active = (await container.getRegistration(WORKER_URL))?.active;
  if (!active) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 2000);
    container.addEventListener('controllerchange', () => (clearTimeout(timer), resolve()), { once: true });
    active.postMessage(CLAIM_MESSAGE);
  });
}

/**
 * MSW asks the registered worker to update itself and does not handle the answer: offline, the
 * browser rejects that check ('Failed to update a ServiceWorker…') as an unhandled error. The
 * worker already installed keeps working, so that one failure is not an error of the page.
 */
export function ignoreFailedWorkerUpdates(target: Pick<Window, 'addEventListener'> = window) {
  target.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) event.preventDefault();
  });
}

