import { createStore, get, promisifyRequest } from 'idb-keyval';
import type { OutboxState, OutboxStorage } from './outbox';

/**
 * The outbox in IndexedDB (docs/decisions/0073): database 'pesca-dia-del-torneo', one entry per
 * user. A database of its own, not the saved reads' ('pesca-sin-conexion'): those are a copy of
 * the server's data and are forgotten at sign-out (decision 0049); these are writes that exist
 * nowhere else until they arrive, and must outlive a sign-out, a reload and a killed tab.
 */
export function idbOutboxStorage(): OutboxStorage {
  const store = createStore('pesca-dia-del-torneo', 'outbox');
  const keyOf = (userId: number) => `usuario:${userId}`;
  return {
    load: (userId) => get<OutboxState>(keyOf(userId), store),
    // Committed at once: a catch is logged and the phone locked or the tab killed right after.
    save: (userId, state) =>
      store('readwrite', (objects) => {
        objects.put(state, keyOf(userId));
        objects.transaction.commit?.();
        return promisifyRequest(objects.transaction);
      }),
  };
}
