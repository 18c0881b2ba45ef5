import { describe, expect, it } from 'vitest';
import { mapBounded } from '@/lib/async/map-bounded';

/** A task whose answer the test releases by hand, to see how many run at once. */
function controlledTasks() {
  const started: number[] = [];
  const release = new Map<number, () => void>();
  let running = 0;
  let maxRunning = 0;
  const task = (item: number) =>
    new Promise<number>((resolve, reject) => {
      started.push(item);
      running++;
      maxRunning = Math.max(maxRunning, running);
      release.set(item, () => {
        running--;
        if (item < 0) reject(new Error(`falla ${item}`));
        else resolve(item * 10);
      });
    });
  return { task, started, release, maxRunning: () => maxRunning };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('mapBounded', () => {
  it('never runs more than the limit at once, starts each item once, and answers in the items’ order', async () => {
    const { task, started, release, maxRunning } = controlledTasks();
    const progress: number[] = [];
    const items = [1, 2, 3, 4, 5, 6, 7];
    const all = mapBounded(items, 3, task, (done) => progress.push(done));
    await tick();
    expect(started).toEqual([1, 2, 3]);
    // Finish out of order: the freed slot takes the next item.
    release.get(2)!();
    await tick();
    expect(started).toEqual([1, 2, 3, 4]);
    for (const item of [1, 3, 4, 5, 6, 7]) {
      await tick();
      release.get(item)!();
    }
    const results = await all;
    expect(maxRunning()).toBe(3);
    expect([...started].sort()).toEqual(items);
    expect(results).toEqual(items.map((i) => ({ status: 'fulfilled', value: i * 10 })));
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps going after a task fails and reports the failure in its place', async () => {
    const results = await mapBounded([1, -2, 3], 2, async (item) => {
      if (item < 0) throw new Error('rechazado');
      return item;
    });
    expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: new Error('rechazado') });
    expect(results[2]).toEqual({ status: 'fulfilled', value: 3 });
  });

  it('answers an empty list without running anything', async () => {
    expect(await mapBounded([], 3, () => Promise.reject(new Error('no debería correr')))).toEqual([]);
  });
});
