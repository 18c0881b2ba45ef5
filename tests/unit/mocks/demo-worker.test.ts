import { describe, expect, it } from 'vitest';
import { ignoreFailedWorkerUpdates } from '../../../mocks/demo-worker';

/** An unhandled rejection as the browser reports it. */
function unhandledRejection(target: EventTarget, reason: unknown) {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  target.dispatchEvent(event);
  return event;
}

describe('the demo worker: a failed update check', () => {
  it('is not reported as an error of the page', () => {
    const target = new EventTarget();
    ignoreFailedWorkerUpdates(target as unknown as Window);
    const failed = new TypeError("Failed to update a ServiceWorker for scope ('http://localhost/') with script ('http://localhost/demo-service-worker.js'): An unknown error occurred when fetching the script.");
    expect(unhandledRejection(target, failed).defaultPrevented).toBe(true);
  });

  it('leaves every other unhandled rejection reported', () => {
    const target = new EventTarget();
    ignoreFailedWorkerUpdates(target as unknown as Window);
    expect(unhandledRejection(target, new TypeError('Failed to fetch')).defaultPrevented).toBe(false);
    expect(unhandledRejection(target, 'Failed to update a ServiceWorker').defaultPrevented).toBe(false);
  });
});
