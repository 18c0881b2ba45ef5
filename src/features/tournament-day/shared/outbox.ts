import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { outcomeUnknown, type ApiResponse } from '@/api/result';

/**
 * The tournament day's outbox (issue 35, docs/decisions/0073): what a judge logs at the
 * riverside, with or without signal, is written to the phone's storage BEFORE it is sent, and
 * sent from there in the order it was logged.
 *
 * - Each step of an item carries its own Idempotency-Key, fixed when the judge logs it: a
 *   request whose answer was lost (no signal, a timeout, a 5xx) is sent again with the same key,
 *   and the server answers the first result instead of logging the catch twice.
 * - A refusal (a 4xx from the API) stops that item only: it stays, with the server's Spanish
 *   reason, until the judge fixes and resends it or discards it; the items after it go on.
 * - It is sent when the browser says it is online again, when the page loads, and on a timer
 *   whose wait doubles (2 s … 1 min) while the connection or the server keeps failing.
 * - One outbox per signed-in user: a phone passed between two judges sends each one's catches
 *   with their own session, and never shows one judge the other's.
 *
 * An item may have several steps whose later bodies take values from earlier answers: a catch
 * with a photo uploads the photo first and sends the catch with the `photo_ref` it got.
 */

/** The writes an outbox may hold: the judge's catches and their photos, and the dock's departures and returns. */
export type OutboxEndpointId = 'catches.uploadPhoto' | 'catches.create' | 'checkIns.depart' | 'checkIns.return';

export type OutboxStep = {
  endpoint: OutboxEndpointId;
  body: Record<string, unknown>;
  /** The Idempotency-Key of this request, the same on every retry. */
  key: string;
  /** Body fields taken from an earlier step's answer (`photo_ref` from the photo's upload). */
  fill?: Record<string, { step: number; field: string }>;
  /** The answer's data once the server accepted this step (not sent again after a reload). */
  answer?: unknown;
};

export type OutboxRefusal = { message: string; fieldErrors?: Record<string, string>; step: number };

export type OutboxItem = {
  id: string;
  /** When the judge logged it (ISO). */
  loggedAt: string;
  /** What the screen shows of it while it waits (team, species, size…), as the judge chose them. */
  summary: Record<string, string | number | null>;
  steps: OutboxStep[];
  state: 'waiting' | 'refused';
  refusal?: OutboxRefusal;
  /** Sends that ended without an answer (shown as 'reintentando'). */
  attempts: number;
};

/** What is kept per user: the items in their order, and when the last one arrived. */
export type OutboxState = { items: OutboxItem[]; lastSentAt: string | null };

/** Where an outbox is kept: IndexedDB in the app (outbox-store.ts), memory in tests. */
export interface OutboxStorage {
  load(userId: number): Promise<OutboxState | undefined>;
  save(userId: number, state: OutboxState): Promise<void>;
}

export type OutboxSend = (endpoint: OutboxEndpointId, body: Record<string, unknown>, idempotencyKey: string) => Promise<ApiResponse<unknown>>;

export type OutboxOptions = {
  userId: number;
  storage: OutboxStorage;
  send: OutboxSend;
  /** Whether the browser believes it is online (navigator.onLine); a send is not even tried when not. */
  online?: () => boolean;
  now?: () => Date;
  newKey?: () => string;
  /** The retry timer (setTimeout in the app; tests drive it by hand). */
  schedule?: (run: () => void, ms: number) => () => void;
  /** Each item that arrived whole, with its last step's answer (the screen refreshes its list). */
  onDelivered?: (item: OutboxItem, answer: unknown) => void;
};

export const RETRY_FIRST_MS = 2_000;
export const RETRY_MAX_MS = 60_000;

/** An API answer the outbox should try again later rather than show as a refusal. */
const tryAgainLater = (res: ApiResponse<unknown>) =>
  !res.ok &&
  (outcomeUnknown(res) ||
    // The same key still running (two tabs, or a send that timed out and is still being answered).
    res.errorCode === 'IDEMPOTENCY_KEY_IN_PROGRESS' ||
    // The session expired and could not be renewed just now: the judge signs in again, the catch waits.
    res.statusCode === 401 ||
    res.statusCode === 408 ||
    res.statusCode === 429);

export type Outbox = ReturnType<typeof createOutbox>;

export function createOutbox(options: OutboxOptions) {
  const { userId, storage, send } = options;
  const online = options.online ?? (() => true);
  const now = options.now ?? (() => new Date());
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const schedule =
    options.schedule ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });

  const items = signal<OutboxItem[]>([]);
  const lastSentAt = signal<string | null>(null);
  const sending = signal(false);
  /** Why the waiting items are waiting: null, 'offline' or 'failing' (no answer, or the server failed). */
  const stalled = signal<null | 'offline' | 'failing'>(null);
  const loaded = signal(false);
  const waiting = computed(() => items.value.filter((item) => item.state === 'waiting').length);

  let retryDelay = RETRY_FIRST_MS;
  let cancelTimer: (() => void) | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  // Writes to the storage one after another, each with the state as it is then: a save that
  // finished later than a newer one must not put back an older list.
  let saving: Promise<void> = Promise.resolve();

  const persist = () => {
    const state: OutboxState = { items: items.value, lastSentAt: lastSentAt.value };
    saving = saving.then(() => storage.save(userId, state));
    return saving;
  };

  const ready = (async () => {
    const stored = await storage.load(userId);
    if (stored) {
      // Logged on this device while the first load ran: after the stored ones.
      items.value = [...stored.items, ...items.value.filter((item) => !stored.items.some((s) => s.id === item.id))];
      lastSentAt.value = stored.lastSentAt;
    }
    loaded.value = true;
  })();

  const update = (id: string, change: (item: OutboxItem) => OutboxItem) => {
    items.value = items.value.map((item) => (item.id === id ? change(item) : item));
  };

  function retryLater(reason: 'offline' | 'failing') {
    stalled.value = reason;
    cancelTimer?.();
    if (stopped) return;
    cancelTimer = schedule(() => {
      cancelTimer = null;
      void flush();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  }

  const bodyOf = (item: OutboxItem, step: OutboxStep) => {
    const body = { ...step.body };
    for (const [field, from] of Object.entries(step.fill ?? {})) {
      const answer = item.steps[from.step]?.answer as Record<string, unknown> | undefined;
      body[field] = answer?.[from.field] ?? null;
    }
    return body;
  };

  /** Sends one item's remaining steps: 'sent', 'refused', or 'later' (no answer: the rest waits too, in order). */
  async function deliver(item: OutboxItem): Promise<'sent' | 'refused' | 'later'> {
    let current = item;
    for (const [index, step] of current.steps.entries()) {
      if (step.answer !== undefined) continue;
      const res = await send(step.endpoint, bodyOf(current, step), step.key);
      if (res.ok) {
        update(current.id, (it) => ({ ...it, steps: it.steps.map((s, i) => (i === index ? { ...s, answer: res.data } : s)) }));
        current = items.value.find((it) => it.id === current.id) ?? current;
        await persist();
        continue;
      }
      if (tryAgainLater(res)) {
        update(current.id, (it) => ({ ...it, attempts: it.attempts + 1 }));
        await persist();
        return 'later';
      }
      update(current.id, (it) => ({ ...it, state: 'refused', refusal: { message: res.message, fieldErrors: res.fieldErrors, step: index } }));
      await persist();
      return 'refused';
    }
    const answer = current.steps.at(-1)?.answer;
    items.value = items.value.filter((it) => it.id !== current.id);
    lastSentAt.value = now().toISOString();
    await persist();
    options.onDelivered?.(current, answer);
    return 'sent';
  }

  async function run() {
    await ready;
    sending.value = true;
    try {
      for (;;) {
        const next = items.value.find((item) => item.state === 'waiting');
        if (!next) {
          stalled.value = null;
          retryDelay = RETRY_FIRST_MS;
          return;
        }
        if (!online()) return retryLater('offline');
        const outcome = await deliver(next);
        if (outcome === 'later') return retryLater(online() ? 'failing' : 'offline');
        if (outcome === 'sent') retryDelay = RETRY_FIRST_MS;
      }
    } finally {
      sending.value = false;
    }
  }

  /**
   * Sends what waits, in order. A call while a send runs makes it look again when it ends (an
   * item stored just as the last one went), unless that send ended waiting for its retry timer:
   * then the backoff decides when.
   */
  function flush(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    cancelTimer?.();
    cancelTimer = null;
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again && !stopped && stalled.value === null);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    userId,
    items: items as ReadonlySignal<OutboxItem[]>,
    waiting,
    lastSentAt: lastSentAt as ReadonlySignal<string | null>,
    sending: sending as ReadonlySignal<boolean>,
    stalled: stalled as ReadonlySignal<null | 'offline' | 'failing'>,
    loaded: loaded as ReadonlySignal<boolean>,
    ready,
    flush,
    newKey,

    /**
     * Keeps a write (its keys fixed now) and only then tries to send it: the promise resolves
     * once it is stored, whatever the connection.
     */
    async add(entry: { summary: OutboxItem['summary']; steps: Omit<OutboxStep, 'key' | 'answer'>[] }): Promise<OutboxItem> {
      const item: OutboxItem = {
        id: newKey(),
        loggedAt: now().toISOString(),
        summary: entry.summary,
        steps: entry.steps.map((step) => ({ ...step, key: newKey() })),
        state: 'waiting',
        attempts: 0,
      };
      await ready;
      items.value = [...items.value, item];
      await persist();
      void flush();
      return item;
    },

    /**
     * The judge fixed a refused item: the refused step gets the new values and a new key (it is
     * another request now; the refused one changed nothing on the server), and the item waits
     * in its place again.
     */
    async resend(id: string, changes: Record<string, unknown> = {}, summary: OutboxItem['summary'] = {}) {
      update(id, (item) => {
        const at = item.refusal?.step ?? item.steps.length - 1;
        return {
          ...item,
          state: 'waiting',
          refusal: undefined,
          summary: { ...item.summary, ...summary },
          steps: item.steps.map((step, i) => (i === at ? { ...step, body: { ...step.body, ...changes }, key: newKey() } : step)),
        };
      });
      await persist();
      void flush();
    },

    /** The judge gave up on an item (refused, or one they logged by mistake before it was sent). */
    async discard(id: string) {
      items.value = items.value.filter((item) => item.id !== id);
      await persist();
    },

    /** Stops the timer (sign-out, a test's end); what is stored stays for the next time. */
    stop() {
      stopped = true;
      cancelTimer?.();
      cancelTimer = null;
    },
  };
}
