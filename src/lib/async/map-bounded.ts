/**
 * Runs `task` once for each item, at most `limit` at a time, and answers the results in the
 * items' order. A task that throws does not stop the others (its slot answers the error),
 * so a batch of writes always reports every item. `onSettled` tells progress as each ends.
 */
export async function mapBounded<I, R>(
  items: readonly I[],
  limit: number,
  task: (item: I) => Promise<R>,
  onSettled?: (done: number) => void,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  let next = 0;
  let done = 0;
  // Each worker takes the next index synchronously, so no item is ever started twice.
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: 'fulfilled', value: await task(items[index]!) };
      } catch (reason) {
        results[index] = { status: 'rejected', reason };
      }
      onSettled?.(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
