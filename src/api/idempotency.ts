/**
 * One Idempotency-Key per user intent (issue 19, docs/decisions/0027). An intent is "this create
 * with these values": a retry of the same submit after a failure (the answer lost, a timeout, a
 * 5xx, the form closed and filled in again the same way) carries the same key, so a server that
 * did apply the first one answers with it instead of creating twice. Other values are another
 * intent; after a success the next submit is a new one even with the same values (two equal
 * results are two results).
 *
 * Kept by the client, not by a form or a mutation hook: the direct calls (sign-up, the
 * recovery request, the bulk reminder) need it too, and it survives the dialog or page that
 * sent the first attempt being closed.
 */

/** So many open intents are plenty for one session; the oldest is forgotten first. */
const MAX_OPEN_INTENTS = 50;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are the same values. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function createIntentKeys(newKey: () => string = () => crypto.randomUUID()) {
  const open = new Map<string, string>();
  const intentOf = (endpointId: string, input: unknown) => `${endpointId} ${JSON.stringify(canonical(input))}`;
  return {
    /** The key of this intent: the one its failed attempts used, or a new one. */
    keyFor(endpointId: string, input: unknown): string {
      const intent = intentOf(endpointId, input);
      const existing = open.get(intent);
      if (existing) return existing;
      const key = newKey();
      open.set(intent, key);
      if (open.size > MAX_OPEN_INTENTS) open.delete(open.keys().next().value!);
      return key;
    },
    /** The server answered with success: this intent is done. */
    succeeded(endpointId: string, input: unknown): void {
      open.delete(intentOf(endpointId, input));
    },
  };
}
