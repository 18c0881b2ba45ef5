import { catchesEndpoints } from '@contracts/catches';
import { checkInsEndpoints } from '@contracts/check-ins';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { api } from '@/api';
import type { ApiResponse } from '@/api/result';
import { createOutbox, type Outbox, type OutboxEndpointId, type OutboxSend } from './outbox';
import { idbOutboxStorage } from './outbox-store';

const outboxEndpoints: Record<OutboxEndpointId, AnyEndpoint> = {
  'catches.uploadPhoto': catchesEndpoints.uploadPhoto,
  'catches.create': catchesEndpoints.create,
  'checkIns.depart': checkInsEndpoints.depart,
  'checkIns.return': checkInsEndpoints.return,
};

type LooseCall = (endpoint: AnyEndpoint, input: unknown, options?: { idempotencyKey?: string }) => Promise<ApiResponse<unknown>>;

/** Through the app's client (tokens, refresh, contract checks), with the item's own key. */
const send: OutboxSend = (endpoint, body, idempotencyKey) => (api.call as unknown as LooseCall)(outboxEndpoints[endpoint], { body }, { idempotencyKey });

let current: { outbox: Outbox; detach: () => void } | null = null;

/**
 * The signed-in user's outbox, started once per page: it sends what a previous visit left
 * (on load), again whenever the browser says it is back online, and on its own retry timer.
 * Another user signing in on the same phone gets their own; the previous one stops (its items
 * stay stored for when that judge signs in again).
 */
export function dayOutboxFor(userId: number): Outbox {
  if (current?.outbox.userId === userId) return current.outbox;
  current?.detach();
  const outbox = createOutbox({
    userId,
    storage: idbOutboxStorage(),
    send,
    online: () => navigator.onLine !== false,
    onDelivered: () => delivered.forEach((listener) => listener()),
  });
  const onOnline = () => void outbox.flush();
  window.addEventListener('online', onOnline);
  void outbox.flush();
  current = {
    outbox,
    detach: () => {
      window.removeEventListener('online', onOnline);
      outbox.stop();
    },
  };
  return outbox;
}

const delivered = new Set<() => void>();

/** Something to do each time an item arrives (the screen refreshes the judge's list); returns its removal. */
export function onOutboxDelivered(listener: () => void): () => void {
  delivered.add(listener);
  return () => delivered.delete(listener);
}
