/**
 * The work a process has started and not finished: a request whose client went away, or that
 * was answered 503 by the request timeout, still runs its rules and its commit. A graceful
 * shutdown waits for all of it before it closes the database pool (server/main.ts): the socket
 * closing says nothing about the work behind it.
 */
export class InFlight {
  private count = 0;
  private waiting: (() => void)[] = [];

  get size() {
    return this.count;
  }

  async track<T>(work: () => Promise<T>): Promise<T> {
    this.count++;
    try {
      return await work();
    } finally {
      if (--this.count === 0) for (const resolve of this.waiting.splice(0)) resolve();
    }
  }

  /** Resolves when nothing is running (at once if nothing is). */
  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }
}
