import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type IdleCallback = (deadline: IdleDeadline) => void;

/** The module keeps its queue between calls: a fresh copy per test. */
async function freshWhenIdle() {
  vi.resetModules();
  return (await import('@/lib/scheduling/when-idle')).whenIdle;
}

/** requestIdleCallback that keeps the callbacks for the test to run, with a chosen time left. */
function fakeIdleCallbacks() {
  const callbacks: IdleCallback[] = [];
  const requestIdleCallback = vi.fn((callback: IdleCallback) => callbacks.push(callback));
  const cancelIdleCallback = vi.fn();
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
  const runNext = (msLeft: number) => callbacks.shift()!({ didTimeout: false, timeRemaining: () => msLeft } as IdleDeadline);
  return { requestIdleCallback, cancelIdleCallback, callbacks, runNext };
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the task in an idle callback with a deadline, not before', async () => {
    const whenIdle = await freshWhenIdle();
    const idle = fakeIdleCallbacks();
    const task = vi.fn();
    whenIdle(task);
    expect(idle.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(task).not.toHaveBeenCalled();
    idle.runNext(10);
    expect(task).toHaveBeenCalledOnce();
  });

  it('asks the browser once for the tasks asked for together, and runs one per idle moment, in order', async () => {
    const whenIdle = await freshWhenIdle();
    const idle = fakeIdleCallbacks();
    const order: string[] = [];
    whenIdle(() => order.push('counts'));
    whenIdle(() => order.push('bell'));
    whenIdle(() => order.push('search keys'));
    expect(idle.requestIdleCallback).toHaveBeenCalledOnce();
    // A long idle moment still runs one: what a task sets off (a render, a request) comes after it.
    idle.runNext(50);
    expect(order).toEqual(['counts']);
    idle.runNext(50);
    expect(order).toEqual(['counts', 'bell']);
    idle.runNext(50);
    expect(order).toEqual(['counts', 'bell', 'search keys']);
    expect(idle.requestIdleCallback).toHaveBeenCalledTimes(3);
    expect(idle.callbacks).toHaveLength(0);
  });

  it('cancels only its own task, also when the same function was asked for twice', async () => {
    const whenIdle = await freshWhenIdle();
    const idle = fakeIdleCallbacks();
    const task = vi.fn();
    const other = vi.fn();
    const cancelFirst = whenIdle(task);
    whenIdle(task);
    whenIdle(other)();
    cancelFirst();
    idle.runNext(10);
    expect(task).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });

  it('gives the idle callback back once every task waiting was cancelled, and asks anew for the next', async () => {
    const whenIdle = await freshWhenIdle();
    const idle = fakeIdleCallbacks();
    const cancelA = whenIdle(vi.fn());
    const cancelB = whenIdle(vi.fn());
    cancelA();
    expect(idle.cancelIdleCallback).not.toHaveBeenCalled();
    cancelB();
    expect(idle.cancelIdleCallback).toHaveBeenCalledOnce();
    const next = vi.fn();
    whenIdle(next);
    expect(idle.requestIdleCallback).toHaveBeenCalledTimes(2);
    idle.callbacks.shift();
    idle.runNext(10);
    expect(next).toHaveBeenCalledOnce();
  });

  it('still runs the others when a task throws', async () => {
    const whenIdle = await freshWhenIdle();
    const idle = fakeIdleCallbacks();
    const after = vi.fn();
    whenIdle(() => {
      throw new Error('falló');
    });
    whenIdle(after);
    expect(() => idle.runNext(10)).toThrow('falló');
    expect(after).not.toHaveBeenCalled();
    idle.runNext(10);
    expect(after).toHaveBeenCalledOnce();
  });

  it('asks again for a task that comes after the idle moment ran', async () => {
    const whenIdle = await freshWhenIdle();
    const idle = fakeIdleCallbacks();
    const first = vi.fn();
    const later = vi.fn();
    whenIdle(first);
    idle.runNext(10);
    whenIdle(later);
    expect(idle.requestIdleCallback).toHaveBeenCalledTimes(2);
    idle.runNext(10);
    expect(later).toHaveBeenCalledOnce();
  });

  it('runs the task in a later task where there is no requestIdleCallback (Safari)', async () => {
    const whenIdle = await freshWhenIdle();
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    const next = vi.fn();
    whenIdle(cancelled)();
    whenIdle(next);
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledOnce();
  });
});
