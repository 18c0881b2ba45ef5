import { describe, expect, it } from 'vitest';
import { leaderboardSchema, type Leaderboard } from '@contracts/entities/leaderboard';
import { LeaderboardEvents } from '../../server/http/leaderboard-events';
import { createLogger } from '../../server/log';
import { given, twoApisOnOnePostgres } from './support';

/**
 * The live leaderboard pushed by the server (issue 35, docs/decisions/0074) with two API
 * processes on one PostgreSQL, as API_PROCESSES=2 runs them behind nginx: a visitor's stream
 * is held by one process, the jury's acceptance reaches the other.
 */
const two = twoApisOnOnePostgres();

/** The `leaderboard` events of a text/event-stream body, one at a time, each checked against the contract. */
function events(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(timeoutMs = 5000): Promise<Leaderboard> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: leaderboard') && data) return leaderboardSchema.parse(JSON.parse(data.slice(6)));
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('No llegó ningún evento a tiempo');
      const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), left))]);
      if (chunk === null) throw new Error('No llegó ningún evento a tiempo');
      if (chunk.done) throw new Error('El stream terminó');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
}

const open = (api: typeof two.a, competitionId: number, signal: AbortSignal) =>
  api.app.fetch(new Request(`http://127.0.0.1/api/leaderboard/events?competition_id=${competitionId}`, { signal }));

describe('the live leaderboard as Server-Sent Events across two API processes', { timeout: 30_000 }, () => {
  it('pushes the new standings to a listener on the other process within seconds of an acceptance', async () => {
    const state = await given(two.a, 'a client admin is signed in and a catch waits for the jury');
    const stop = new AbortController();
    const stream = await open(two.b, state.competitionId, stop.signal);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    const next = events(stream.body!);
    const first = await next();
    expect(first.competition.id).toBe(state.competitionId);
    const acceptedBefore = first.standings.accepted_catches;

    const accepted = await two.a.call('PATCH', `/api/catches/${state.catchId}/accept`, { token: state.accessToken });
    expect(accepted.status).toBe(200);
    const started = Date.now();
    const pushed = await next(5000);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(pushed.standings.accepted_catches).toBe(acceptedBefore + 1);
    expect(pushed.standings.overall.some((row) => row.team.id === accepted.body.data.team.id)).toBe(true);

    // A rejection afterwards takes the piece off again: pushed too.
    const rejected = await two.a.call('PATCH', `/api/catches/${state.catchId}/reject`, { token: state.accessToken, body: { reason: 'La foto no muestra la medida' } });
    expect(rejected.status).toBe(200);
    expect((await next(5000)).standings.accepted_catches).toBe(acceptedBefore);
    stop.abort();
  });

  it('publishes nothing personal: team name, number and club, the angler as first name and initial', async () => {
    const state = await given(two.a, 'a client admin is signed in and a catch waits for the jury');
    await two.a.call('PATCH', `/api/catches/${state.catchId}/accept`, { token: state.accessToken });
    const board = await two.b.call('GET', `/api/leaderboard?competition_id=${state.competitionId}`);
    expect(board.status).toBe(200);
    const text = JSON.stringify(board.body.data);
    for (const word of ['dni', 'email', 'phone', 'birth', 'last_name', 'username']) expect(text).not.toContain(word);
    for (const piece of board.body.data.standings.biggest) expect(piece.angler).toMatch(/^\S.* \p{Lu}\.$/u);
  });

  it('answers 404 for an unknown competition and 400 for a malformed id', async () => {
    const stop = new AbortController();
    expect((await open(two.b, 999_999, stop.signal)).status).toBe(404);
    expect((await two.b.app.fetch(new Request('http://127.0.0.1/api/leaderboard/events?competition_id=abc'))).status).toBe(400);
  });

  it('bounds its listeners: one more than the maximum is told to come back later (the page then polls)', async () => {
    const state = await given(two.a, 'a client admin is signed in and a catch waits for the jury');
    const hub = new LeaderboardEvents(two.b.store, createLogger('silent'), { maxListeners: 1 });
    const stop = new AbortController();
    const held = await hub.open(state.competitionId, stop.signal);
    expect(held).toBeInstanceOf(Response);
    expect(await hub.open(state.competitionId, stop.signal)).toBe('full');
    hub.close();
    expect(hub.listenerCount).toBe(0);
  });
});
