import { AsyncLocalStorage } from 'node:async_hooks';
import { useDbScope } from '../../mocks/db/store';
import { useRefreshTokenTable, type RefreshTokenTable } from '../../mocks/rules/refresh-tokens';
import type { Database } from '../db/connect';
import { refreshTokenTable } from '../security/refresh-token-table';
import { commit } from './commit';
import { MemoryImage } from './image';
import { RequestDb } from './request-db';

/**
 * One user intent, one transaction (docs/decisions/0064): `run` gives `work` its own copy
 * of the data (the rules reach it through mocks/db/store.ts's `db()`), then commits what it
 * changed. When another request committed a change to data this one read, nothing is
 * written and `work` runs again on the newer data, up to MAX_ATTEMPTS times.
 */
export const MAX_ATTEMPTS = 8;

/** Every attempt met a newer commit: the caller answers 503 with Retry-After. */
export class StoreBusyError extends Error {}

/** What the rules reach while a request runs: its copy of the data, and the refresh tokens' own table (outside the image). */
type Scope = { request: RequestDb; refreshTokens: RefreshTokenTable };
const scope = new AsyncLocalStorage<Scope>();
useDbScope(() => scope.getStore()?.request.db);
useRefreshTokenTable(() => scope.getStore()?.refreshTokens);

export type Outcome<T> = { value: T; attempts: number };

export class Store {
  readonly image: MemoryImage;
  private readonly refreshTokens: RefreshTokenTable;

  constructor(readonly database: Database) {
    this.image = new MemoryImage(database);
    this.refreshTokens = refreshTokenTable(database.sql);
  }

  /**
   * `work` returns its value and whether its changes are kept (a refused request changes
   * nothing, even if a rule had started to).
   */
  async run<T>(work: () => Promise<{ value: T; keep: boolean }>): Promise<Outcome<T>> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const request = new RequestDb(await this.image.current());
      const { value, keep } = await scope.run({ request, refreshTokens: this.refreshTokens }, work);
      if (!keep) return { value, attempts: attempt };
      const result = await commit(this.database, this.image, request);
      if (result !== 'conflict') return { value, attempts: attempt };
      // Spread the retries of requests that met each other.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
    throw new StoreBusyError();
  }
}
