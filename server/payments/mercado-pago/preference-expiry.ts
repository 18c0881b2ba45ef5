import { argentineInstant } from '@contracts/core/argentine-time';
import { db } from '../../../mocks/db/store';
import type { Logger } from '../../log';
import type { Store } from '../../store/store';
import type { MercadoPagoApi } from './client';

/**
 * Expires at Mercado Pago the preferences of card links the rules closed (decision 0067): when a
 * registration is paid another way (cash, transfer, exemption, another card) its unused links
 * get `closed_at` in that request's transaction; after it, this asks Mercado Pago to end each
 * preference's term now, so the captain cannot pay it again. Best effort: a failure is logged
 * and the next write tries again; a payment that still races through is refunded (refunds.ts).
 *
 * One sweep at a time; a request while one runs asks for one more after it.
 */
export type PreferenceExpiry = { request: () => void; settled: () => Promise<void> };

export function preferenceExpiry(store: Store, api: MercadoPagoApi, logger: Logger, now: () => Date): PreferenceExpiry {
  let running: Promise<void> | null = null;
  let again = false;

  async function sweep() {
    const { value: closed } = await store.run(
      async () => ({
        value: db()
          .paymentAttempts.filter((a) => a.closed_at && a.mp_preference_id && !a.mp_preference_expired_at)
          .map((a) => ({ id: a.id, preferenceId: a.mp_preference_id! })),
        keep: false,
      }),
      { readOnly: true },
    );
    for (const { id, preferenceId } of closed) {
      const at = now();
      try {
        await api.expirePreference(preferenceId, argentineInstant(at), `vencer-${preferenceId}`);
      } catch (error) {
        logger.warn({ provider: 'mercadopago', preferenceId, err: error }, 'Mercado Pago no venció la preferencia de un enlace cerrado; se reintenta');
        continue;
      }
      await store.run(async () => {
        const attempt = db().paymentAttempts.find((a) => a.id === id);
        if (!attempt || attempt.mp_preference_expired_at) return { value: null, keep: false };
        Object.assign(attempt, { mp_preference_expired_at: at.toISOString(), updated_at: at.toISOString() });
        return { value: null, keep: true };
      });
      logger.info({ provider: 'mercadopago', preferenceId }, 'preferencia de Mercado Pago vencida: la inscripción se pagó de otra forma');
    }
  }

  function request() {
    if (running) {
      again = true;
      return;
    }
    // Tracked like a request's work: a graceful shutdown waits for it before closing the pool.
    running = store.inFlight.track(async () => {
      do {
        again = false;
        try {
          await sweep();
        } catch (error) {
          logger.error({ provider: 'mercadopago', err: error }, 'no se pudieron vencer las preferencias de enlaces cerrados');
        }
      } while (again);
      running = null;
    });
  }

  return { request, settled: async () => void (await running) };
}
