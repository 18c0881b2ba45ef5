import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '@/api/result';
import { createOutbox, RETRY_FIRST_MS, type OutboxEndpointId, type OutboxState, type OutboxStorage } from '@/features/tournament-day/shared/outbox';

/** What IndexedDB keeps, per user, as structured clones (so a test cannot share objects by accident). */
function memoryStorage() {
  const kept = new Map<number, OutboxState>();
  const storage: OutboxStorage = {
    load: async (userId) => (kept.has(userId) ? structuredClone(kept.get(userId)) : undefined),
    save: async (userId, state) => void kept.set(userId, structuredClone(state)),
  };
  return { storage, kept };
}

type Sent = { endpoint: OutboxEndpointId; body: Record<string, unknown>; key: string };
const ok = (data: unknown): ApiResponse<unknown> => ({ ok: true, statusCode: 201, statusText: 'Created', message: '', data });
const lost = (): ApiResponse<unknown> => ({ ok: false, statusCode: 0, statusText: '', message: 'Sin conexión', data: null, kind: 'unreachable' });
const refused = (message: string): ApiResponse<unknown> => ({ ok: false, statusCode: 422, statusText: 'Unprocessable Entity', message, data: null, errorCode: 'BUSINESS_RULE' });

/** A server that logs each key once (as the API's idempotency store does) and answers as `answer` decides. */
function fakeServer(answer: (call: Sent, n: number) => ApiResponse<unknown> | 'lost-after-logging' = () => ok({})) {
  const calls: Sent[] = [];
  const logged = new Map<string, unknown>();
  const send = async (endpoint: OutboxEndpointId, body: Record<string, unknown>, key: string) => {
    const call = { endpoint, body, key };
    calls.push(call);
    if (logged.has(key)) return ok(logged.get(key));
    const reply = answer(call, calls.length);
    if (reply === 'lost-after-logging') {
      logged.set(key, { id: logged.size + 1, ...body });
      return lost();
    }
    if (reply.ok) logged.set(key, reply.data);
    return reply;
  };
  return { calls, logged, send };
}

/** A retry timer the test fires by hand. */
function manualTimer() {
  const pending: { run: () => void; ms: number }[] = [];
  return {
    pending,
    schedule: (run: () => void, ms: number) => {
      const entry = { run, ms };
      pending.push(entry);
      return () => pending.splice(pending.indexOf(entry), 1);
    },
    fire: () => pending.splice(0).forEach((entry) => entry.run()),
  };
}

let keys = 0;
const newKey = () => `clave-${++keys}`;
const catchStep = (size: number) => ({ endpoint: 'catches.create' as const, body: { team_id: 1, size_cm: size } });

describe('the tournament day outbox (docs/decisions/0073)', () => {
  it('keeps an item before sending it and sends the items in the order they were logged', async () => {
    const { storage, kept } = memoryStorage();
    let online = false;
    const server = fakeServer();
    const timer = manualTimer();
    const outbox = createOutbox({ userId: 7, storage, send: server.send, online: () => online, newKey, schedule: timer.schedule });
    await outbox.add({ summary: { size: '30' }, steps: [catchStep(30)] });
    await outbox.add({ summary: { size: '31' }, steps: [catchStep(31)] });
    await outbox.add({ summary: { size: '32' }, steps: [catchStep(32)] });
    await outbox.flush();
    expect(kept.get(7)?.items.map((item) => item.steps[0]!.body.size_cm)).toEqual([30, 31, 32]);
    expect(server.calls).toEqual([]);
    expect(outbox.waiting.value).toBe(3);
    expect(outbox.stalled.value).toBe('offline');
    online = true;
    await outbox.flush();
    expect(server.calls.map((c) => c.body.size_cm)).toEqual([30, 31, 32]);
    expect(outbox.waiting.value).toBe(0);
    expect(outbox.lastSentAt.value).not.toBeNull();
    expect(kept.get(7)?.items).toEqual([]);
  });

  it('retries an answer that was lost with the same Idempotency-Key, so the server logs it once', async () => {
    const { storage } = memoryStorage();
    const server = fakeServer((_, n) => (n === 1 ? 'lost-after-logging' : ok({ id: 99 })));
    const timer = manualTimer();
    const outbox = createOutbox({ userId: 7, storage, send: server.send, newKey, schedule: timer.schedule });
    await outbox.add({ summary: {}, steps: [catchStep(33)] });
    await outbox.flush();
    expect(outbox.waiting.value).toBe(1);
    expect(outbox.stalled.value).toBe('failing');
    expect(outbox.items.value[0]!.attempts).toBe(1);
    expect(timer.pending.map((t) => t.ms)).toEqual([RETRY_FIRST_MS]);
    timer.fire();
    await outbox.flush();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.key).toBe(server.calls[0]!.key);
    expect(server.logged.size).toBe(1);
    expect(outbox.waiting.value).toBe(0);
  });

  it('waits longer after each failure (2 s, 4 s, 8 s…) up to a minute', async () => {
    const { storage } = memoryStorage();
    const server = fakeServer(() => lost());
    const timer = manualTimer();
    const outbox = createOutbox({ userId: 7, storage, send: server.send, newKey, schedule: timer.schedule });
    await outbox.add({ summary: {}, steps: [catchStep(33)] });
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      await outbox.flush();
      waits.push(timer.pending[0]!.ms);
      timer.pending.splice(0);
    }
    expect(waits).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
  });

  it('stops a refused item with the server’s reason, sends the ones after it, and lets the judge fix and resend or discard it', async () => {
    const { storage, kept } = memoryStorage();
    const server = fakeServer((call) => (call.body.size_cm === 20 ? refused('La pieza mide 20 cm y la medida mínima de Pejerrey es 25 cm.') : ok({ id: 1 })));
    const outbox = createOutbox({ userId: 7, storage, send: server.send, newKey, schedule: manualTimer().schedule });
    const bad = await outbox.add({ summary: {}, steps: [catchStep(20)] });
    await outbox.add({ summary: {}, steps: [catchStep(30)] });
    await outbox.flush();
    expect(server.calls.map((c) => c.body.size_cm)).toEqual([20, 30]);
    expect(outbox.items.value).toHaveLength(1);
    expect(outbox.items.value[0]).toMatchObject({ id: bad.id, state: 'refused', refusal: { message: 'La pieza mide 20 cm y la medida mínima de Pejerrey es 25 cm.' } });
    expect(outbox.waiting.value).toBe(0);
    expect(kept.get(7)?.items[0]?.state).toBe('refused');
    // Flushing again does not resend a refused item.
    await outbox.flush();
    expect(server.calls).toHaveLength(2);
    await outbox.resend(bad.id, { size_cm: 26 });
    await outbox.flush();
    expect(server.calls.at(-1)!.body.size_cm).toBe(26);
    expect(server.calls.at(-1)!.key).not.toBe(server.calls[0]!.key);
    expect(outbox.items.value).toEqual([]);

    const again = await outbox.add({ summary: {}, steps: [catchStep(20)] });
    await outbox.flush();
    await outbox.discard(again.id);
    expect(outbox.items.value).toEqual([]);
    expect(kept.get(7)?.items).toEqual([]);
  });

  it('uploads the photo first and sends the catch with the photo_ref it answered, without uploading it again after a reload', async () => {
    const { storage } = memoryStorage();
    const server = fakeServer((call, n) => (call.endpoint === 'catches.uploadPhoto' ? ok({ photo_ref: 'a'.repeat(32) }) : n === 2 ? lost() : ok({ id: 5 })));
    const first = createOutbox({ userId: 7, storage, send: server.send, newKey, schedule: manualTimer().schedule });
    await first.add({
      summary: {},
      steps: [
        { endpoint: 'catches.uploadPhoto', body: { image: 'data:image/jpeg;base64,/9j/' } },
        { endpoint: 'catches.create', body: { size_cm: 30, photo_ref: null }, fill: { photo_ref: { step: 0, field: 'photo_ref' } } },
      ],
    });
    await first.flush();
    first.stop();
    // The tab was killed after the photo arrived and the catch's answer was lost; a new page loads the outbox.
    const second = createOutbox({ userId: 7, storage, send: server.send, newKey, schedule: manualTimer().schedule });
    await second.flush();
    expect(server.calls.map((c) => c.endpoint)).toEqual(['catches.uploadPhoto', 'catches.create', 'catches.create']);
    expect(server.calls[2]!.body.photo_ref).toBe('a'.repeat(32));
    expect(server.calls[2]!.key).toBe(server.calls[1]!.key);
    expect(second.items.value).toEqual([]);
  });

  it('keeps each user’s items apart: one judge’s outbox never sends or shows another’s', async () => {
    const { storage } = memoryStorage();
    const server = fakeServer();
    const ana = createOutbox({ userId: 1, storage, send: server.send, online: () => false, newKey, schedule: manualTimer().schedule });
    await ana.add({ summary: { who: 'Ana' }, steps: [catchStep(30)] });
    ana.stop();
    const beto = createOutbox({ userId: 2, storage, send: server.send, newKey, schedule: manualTimer().schedule });
    await beto.flush();
    expect(beto.items.value).toEqual([]);
    expect(server.calls).toEqual([]);
    const anaAgain = createOutbox({ userId: 1, storage, send: server.send, newKey, schedule: manualTimer().schedule });
    await anaAgain.ready;
    expect(anaAgain.items.value.map((item) => item.summary.who)).toEqual(['Ana']);
    await anaAgain.flush();
    expect(server.calls).toHaveLength(1);
  });
});
