import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Sql } from '../db/connect';
import { signInAttempts } from '../db/schema';

/**
 * Failed sign-ins are limited per username and per address (OWASP ASVS 2.2.1), in the
 * database so every API process counts the same attempts: 10 failures for one username or
 * 50 from one address within 15 minutes lock further attempts until the window ends (429
 * with Retry-After). A success clears the username's count. Guessing one account's password
 * stays slow, and one household behind one address can still mistype a few times each.
 */
const WINDOW_SECONDS = 15 * 60;

export type SignInLimits = {
  /** Seconds to wait when this username or address is locked; null when an attempt may go ahead. */
  lockedFor: (username: string, address: string) => Promise<number | null>;
  failed: (username: string, address: string) => Promise<void>;
  succeeded: (username: string) => Promise<void>;
};

export function signInLimits(sql: Sql, limits = { perUsername: 10, perAddress: 50 }): SignInLimits {
  const store = (keyPrefix: string, points: number) =>
    new RateLimiterDrizzle({ storeClient: sql, schema: signInAttempts, keyPrefix, points, duration: WINDOW_SECONDS, clearExpiredByTimeout: true } as never);
  const byUsername = store('usuario', limits.perUsername);
  const byAddress = store('direccion', limits.perAddress);
  const usernameKey = (username: string) => username.trim().toLowerCase();
  const secondsLeft = (res: RateLimiterRes | null, points: number) =>
    res && res.consumedPoints >= points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : null;

  return {
    lockedFor: async (username, address) => {
      const [user, place] = await Promise.all([byUsername.get(usernameKey(username)), byAddress.get(address)]);
      const waits = [secondsLeft(user, limits.perUsername), secondsLeft(place, limits.perAddress)].filter((s): s is number => s !== null);
      return waits.length ? Math.max(...waits) : null;
    },
    failed: async (username, address) => {
      // consume() rejects once the points are spent; the next attempt is refused by lockedFor.
      await Promise.allSettled([byUsername.consume(usernameKey(username)), byAddress.consume(address)]);
    },
    succeeded: async (username) => {
      await byUsername.delete(usernameKey(username));
    },
  };
}
