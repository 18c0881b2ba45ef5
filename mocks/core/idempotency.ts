import { HttpResponse } from 'msw';
import type { AnyEndpoint } from '@contracts/core/endpoint';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_WINDOW_HOURS, IDEMPOTENT_REPLAYED_HEADER, idempotencyKeyPattern } from '@contracts/core/idempotency';
import { idempotencyMessages } from '@contracts/core/messages';
import { apiResponseHeaders, statusTexts } from '@contracts/core/http';
import { db, nextId } from '../db/store';
import { rowsByKey, type UniqueKey } from '../db/queries';
import type { Db, IdempotencyRow } from '../db/schema';
import { MockHttpError, badRequest } from './errors';

/**
 * Exactly-once creates (docs/decisions/0027, draft-ietf-httpapi-idempotency-key-header): a
 * create declared `idempotent` and sent with an Idempotency-Key answers a repeated key with
 * the first successful answer, without running its rule again; the same key with other data
 * is 422; a key whose first request is still running is 409. Only 2xx answers are kept: a
 * refusal changed nothing, so running it again is harmless and tells the current truth.
 */

const WINDOW_MS = IDEMPOTENCY_WINDOW_HOURS * 60 * 60 * 1000;

/** Keys whose first request is being answered right now (per process; never persisted). */
const inFlight = new Set<string>();

/**
 * A copy of an answer's JSON body. Not structuredClone: on the production API the rows the
 * rules hand out while writing are copy-on-write drafts (server/store/request-db.ts), proxies
 * that structuredClone refuses; a body is JSON, so a JSON round trip copies all of it.
 */
const jsonCopy = (body: unknown): unknown => (body === undefined ? undefined : JSON.parse(JSON.stringify(body)));

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
  return value;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const isLive = (row: IdempotencyRow, now: number) => now - Date.parse(row.created_at) < WINDOW_MS;

/** (scope, key): idempotency_keys_scope_key. A scope and a key hold no line break (idempotencyKeyPattern). */
const idempotencyKey: UniqueKey<IdempotencyRow> = { name: 'idempotency_keys_scope_key', of: (row) => `${row.scope}\n${row.key}` };

/**
 * Forgets the keys past their window: the store stays as small as a day of creates. The
 * production API runs it every few minutes (server/main.ts); the demo, when a key is reused.
 */
export function forgetExpiredKeys(database: Db = db(), now = Date.now()) {
  if (database.idempotencyKeys.some((row) => !isLive(row, now))) database.idempotencyKeys = database.idempotencyKeys.filter((row) => isLive(row, now));
}

export type IdempotentCall =
  | { kind: 'replay'; response: Response }
  | { kind: 'first'; remember: (status: number, body: unknown) => void; release: () => void };

/**
 * What to do with a create's Idempotency-Key, once the caller is known and the request
 * parsed: null without a key (or on a call that is not idempotent: the header is ignored).
 * `body` is the JSON as received, before the contract's transforms.
 */
export async function idempotentCall(
  endpoint: AnyEndpoint,
  request: Request,
  callerId: number | null,
  body: unknown,
): Promise<IdempotentCall | null> {
  if (!endpoint.idempotent) return null;
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (!idempotencyKeyPattern.test(key)) throw badRequest(idempotencyMessages.invalidKey, { [IDEMPOTENCY_KEY_HEADER]: idempotencyMessages.invalidKey });
  // Anonymous creates share one scope: a replay needs the same key *and* the same body, so
  // it tells nobody anything they did not send (a UUID is not guessed).
  const scope = callerId === null ? 'anon' : `user:${callerId}`;
  const url = new URL(request.url);
  const query = [...url.searchParams].sort(([a], [b]) => a.localeCompare(b));
  const fingerprint = await sha256(JSON.stringify([endpoint.method, url.pathname, query, canonical(body) ?? null]));

  // From here to the end no await: the check and the claim are one step.
  const slot = `${scope}\n${key}`;
  if (inFlight.has(slot)) throw new MockHttpError(409, idempotencyMessages.inProgress, 'IDEMPOTENCY_KEY_IN_PROGRESS');
  const now = Date.now();
  // By its unique key (scope, key): on the production API a lookup of the one row, not a scan of
  // every key, so creates with keys do not conflict with each other (decision 0070).
  const same = rowsByKey(db().idempotencyKeys, idempotencyKey, slot);
  const first = same.find((row) => isLive(row, now));
  const expired = same.some((row) => !isLive(row, now));
  if (first) {
    if (first.fingerprint !== fingerprint) throw new MockHttpError(422, idempotencyMessages.reusedWithOtherData, 'IDEMPOTENCY_KEY_REUSED');
    return {
      kind: 'replay',
      response: HttpResponse.json(jsonCopy(first.body) as Record<string, unknown>, {
        status: first.status,
        statusText: statusTexts[first.status],
        headers: { ...apiResponseHeaders, [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
      }),
    };
  }
  inFlight.add(slot);
  return {
    kind: 'first',
    remember: (status, responseBody) => {
      if (status < 200 || status >= 300) return;
      const database = db();
      const at = new Date();
      // The key's own expired row goes before the key is used again (the unique constraint); the
      // rest are forgotten by `forgetExpiredKeys` (the API's sweep), not on every create: that
      // reads every key, and each create would then conflict with every other.
      if (expired) forgetExpiredKeys(database, at.getTime());
      database.idempotencyKeys.push({ id: nextId(database.idempotencyKeys), scope, key, fingerprint, status, body: jsonCopy(responseBody), created_at: at.toISOString() });
    },
    release: () => inFlight.delete(slot),
  };
}
