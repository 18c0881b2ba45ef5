import { leaderboardContent, leaderboardCompetition, leaderboardPhase } from '../../mocks/rules/leaderboard';
import { db } from '../../mocks/db/store';
import type { Logger } from '../log';
import type { Store } from '../store/store';
import type { Collection } from '../store/collections';

/**
 * The live leaderboard pushed by the server (issue 35, docs/decisions/0074): Server-Sent
 * Events on GET /api/leaderboard/events?competition_id={id}.
 *
 * Across processes (API_PROCESSES=2 behind nginx): a catch accepted on one process is
 * committed to PostgreSQL, and every process that has listeners looks once a second at the
 * versions of the collections the leaderboard reads (the one `collection_versions` query the
 * memory image already makes before each request: nothing when nothing changed). When one
 * moved, it recomputes each listened competition's leaderboard with the same pure scoring the
 * JSON read uses, and pushes it only if it differs from what it last pushed. No LISTEN/NOTIFY:
 * it would hold a connection of its own per process, and the embedded database has no
 * notifications across processes anyway; a second of delay is within "seconds".
 *
 * Bounded: at most `maxListeners` streams per process; one more is answered 503 with
 * Retry-After and the page polls instead. Idle processes (no listeners) run no timer.
 */

/** What the leaderboard reads: a change in any of these may change what it shows. */
const watched: readonly Collection[] = ['catches', 'scorings', 'teamCompetitions', 'teams', 'institutions', 'users', 'competitions', 'overallResults', 'biggestFishResults', 'categoryResults', 'fishSpecies', 'categories'];

export type LeaderboardEventsOptions = { pollMs?: number; keepAliveMs?: number; maxListeners?: number };

type Listener = { send: (chunk: string) => void; close: () => void };
type Channel = { listeners: Set<Listener>; last: string | null };

const encoder = new TextEncoder();
const event = (data: string) => `event: leaderboard\ndata: ${data}\n\n`;

export class LeaderboardEvents {
  private readonly channels = new Map<number, Channel>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private keepAlive: ReturnType<typeof setInterval> | null = null;
  private versions = '';
  private ticking = false;
  private closed = false;
  readonly pollMs: number;
  readonly keepAliveMs: number;
  readonly maxListeners: number;

  constructor(
    private readonly store: Store,
    private readonly logger: Logger,
    options: LeaderboardEventsOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1000;
    this.keepAliveMs = options.keepAliveMs ?? 15_000;
    this.maxListeners = options.maxListeners ?? 500;
  }

  get listenerCount() {
    let n = 0;
    for (const channel of this.channels.values()) n += channel.listeners.size;
    return n;
  }

  /** The leaderboard's content now (without the clock) and its competition's dates, read from this process's image. */
  private async content(competitionId: number) {
    const { value } = await this.store.run(async () => {
      const competition = leaderboardCompetition(db(), competitionId);
      return { value: { competition, content: leaderboardContent(db(), competition) }, keep: false };
    }, { readOnly: true });
    return value;
  }

  private payload(content: Awaited<ReturnType<LeaderboardEvents['content']>>) {
    const now = new Date();
    return JSON.stringify({ ...content.content, phase: leaderboardPhase(content.competition, now), server_time: now.toISOString() });
  }

  private versionsNow(): string {
    return watched.map((name) => this.store.image.entry(name)?.version ?? 0).join(',');
  }

  /**
   * The stream for one visitor: the current leaderboard at once, then every change. Null when
   * the process already has its maximum of listeners, or the competition does not exist (the
   * caller answers 503 or 404).
   */
  async open(competitionId: number, signal: AbortSignal): Promise<Response | 'full' | 'not-found'> {
    if (this.closed || this.listenerCount >= this.maxListeners) return 'full';
    let first: Awaited<ReturnType<LeaderboardEvents['content']>>;
    try {
      await this.store.image.current();
      first = await this.content(competitionId);
    } catch {
      return 'not-found';
    }
    let channel = this.channels.get(competitionId);
    if (!channel) {
      channel = { listeners: new Set(), last: JSON.stringify(first.content) };
      this.channels.set(competitionId, channel);
    }
    const owner = channel;
    let listener: Listener | null = null;
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        const leave = () => {
          if (!listener) return;
          owner.listeners.delete(listener);
          listener = null;
          if (owner.listeners.size === 0) this.channels.delete(competitionId);
          this.stopIfIdle();
        };
        listener = {
          send: (chunk) => {
            try {
              controller.enqueue(encoder.encode(chunk));
            } catch {
              leave();
            }
          },
          close: () => {
            leave();
            try {
              controller.close();
            } catch {
              // already closed by the client
            }
          },
        };
        owner.listeners.add(listener);
        // How long a browser waits before reconnecting after a drop, then the leaderboard now.
        listener.send(`retry: 3000\n${event(this.payload(first))}`);
        signal.addEventListener('abort', leave, { once: true });
        this.start();
      },
      cancel: () => {
        listener?.close();
      },
    });
    return new Response(stream, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // nginx passes each event on at once instead of filling its buffer (also set in its location).
        'X-Accel-Buffering': 'no',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }

  private start() {
    if (this.timer) return;
    this.versions = this.versionsNow();
    this.timer = setInterval(() => void this.tick(), this.pollMs);
    this.timer.unref?.();
    this.keepAlive = setInterval(() => this.broadcastComment(), this.keepAliveMs);
    this.keepAlive.unref?.();
  }

  private stopIfIdle() {
    if (this.channels.size > 0) return;
    if (this.timer) clearInterval(this.timer);
    if (this.keepAlive) clearInterval(this.keepAlive);
    this.timer = null;
    this.keepAlive = null;
  }

  /** A comment line keeps proxies and browsers from timing the idle connection out. */
  private broadcastComment() {
    for (const channel of this.channels.values()) for (const listener of [...channel.listeners]) listener.send(': sigue en vivo\n\n');
  }

  /** Once a second while someone listens: the image brought up to date (one query), and a push where the leaderboard changed. */
  async tick(): Promise<void> {
    if (this.ticking || this.channels.size === 0) return;
    this.ticking = true;
    try {
      await this.store.image.current();
      const versions = this.versionsNow();
      if (versions === this.versions) return;
      this.versions = versions;
      for (const [competitionId, channel] of this.channels) {
        const content = await this.content(competitionId).catch(() => null);
        if (!content) continue;
        const text = JSON.stringify(content.content);
        if (text === channel.last) continue;
        channel.last = text;
        const chunk = event(this.payload(content));
        for (const listener of [...channel.listeners]) listener.send(chunk);
      }
    } catch (error) {
      // The database away for a moment: the next tick tries again; the streams stay open.
      this.logger.warn({ err: error }, 'tabla en vivo: no se pudo leer la base');
    } finally {
      this.ticking = false;
    }
  }

  /** Shutdown: every stream ended (browsers reconnect to another process), the timers stopped. */
  close() {
    this.closed = true;
    for (const channel of [...this.channels.values()]) for (const listener of [...channel.listeners]) listener.close();
    this.channels.clear();
    this.stopIfIdle();
  }
}
