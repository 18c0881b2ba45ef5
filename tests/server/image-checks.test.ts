import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/connect';
import { collectionNames, isSingleton } from '../../server/store/collections';
import { MemoryImage } from '../../server/store/image';

/**
 * MemoryImage.current()'s versions check (server/store/image.ts): requests that arrive while a
 * check is on its way share the next one, and are never answered by a check that started before
 * them (it may have missed a commit they saw acknowledged). A database double that counts the
 * checks and lets the test say when each answers; no PostgreSQL needed.
 */
function databaseDouble() {
  const checks: { resolve: () => void }[] = [];
  let version = 1;
  const rows = () => ({ rows: collectionNames.map((name) => ({ name, version })) });
  const database = {
    sql: {
      execute: () =>
        new Promise((resolve) => {
          // The versions as they are when the check reaches the database, i.e. when it is sent.
          const answer = rows();
          checks.push({ resolve: () => resolve(answer) });
        }),
    },
  } as unknown as Database;
  return { database, checks, commitElsewhere: () => void (version += 1) };
}

function primed(database: Database) {
  const image = new MemoryImage(database);
  image.install(new Map(collectionNames.map((name) => [name, { version: 1, value: isSingleton(name) ? {} : [] }])));
  return image;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the image’s versions check', () => {
  it('sends one check for the requests that arrive while another is on its way', async () => {
    const { database, checks } = databaseDouble();
    const image = primed(database);
    const first = image.current();
    const waiting = [image.current(), image.current(), image.current()];
    await settle();
    expect(checks).toHaveLength(1);
    let answered = 0;
    for (const request of waiting) void request.then(() => (answered += 1));
    checks[0]!.resolve();
    await first;
    await settle();
    expect(answered).toBe(0);
    expect(checks).toHaveLength(2);
    checks[1]!.resolve();
    await Promise.all(waiting);
    expect(checks).toHaveLength(2);
  });

  it('answers a request only with a check sent after it arrived, so it sees every commit acknowledged before', async () => {
    const { database, checks, commitElsewhere } = databaseDouble();
    const image = primed(database);
    void image.current();
    await settle();
    // Another process commits and answers its client, who now reads here: the check on its way
    // was sent before that commit; the read must wait for one sent after it.
    commitElsewhere();
    const read = image.current();
    checks[0]!.resolve();
    await settle();
    expect(checks).toHaveLength(2);
    let done = false;
    void read.then(() => (done = true));
    await settle();
    expect(done).toBe(false);
  });
});
