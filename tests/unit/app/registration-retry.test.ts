import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRegistrationRetry, FIRST_RETRY_MS, MAX_RETRY_MS } from '@/app/venue/registration-retry';

let online = true;
beforeEach(() => {
  online = true;
  vi.useFakeTimers();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => vi.useRealTimers());

describe('registering the venue worker again after a failure', () => {
  it('online, waits before trying again instead of looping, and waits longer after each failure', () => {
    const register = vi.fn();
    const registerAgainLater = createRegistrationRetry(register);

    registerAgainLater();
    vi.advanceTimersByTime(FIRST_RETRY_MS - 1);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledTimes(1);

    registerAgainLater();
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(register).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(FIRST_RETRY_MS);
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('in a browser that refuses workers every time, registers a handful of times an hour at most', () => {
    let registrations = 0;
    const registerAgainLater: () => void = createRegistrationRetry(() => {
      registrations += 1;
      registerAgainLater();
    });

    registerAgainLater();
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(registrations).toBeGreaterThan(0);
    expect(registrations).toBeLessThanOrEqual(8);
  });

  it('never waits longer than the longest wait', () => {
    const register = vi.fn();
    const registerAgainLater = createRegistrationRetry(register);
    for (let i = 0; i < 20; i++) registerAgainLater();
    vi.advanceTimersByTime(MAX_RETRY_MS);
    expect(register).toHaveBeenCalledTimes(20);
  });

  it('offline, registers as soon as the connection returns, and not before', () => {
    const register = vi.fn();
    const registerAgainLater = createRegistrationRetry(register);
    online = false;

    registerAgainLater();
    vi.advanceTimersByTime(MAX_RETRY_MS * 4);
    expect(register).not.toHaveBeenCalled();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(register).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(register).toHaveBeenCalledTimes(1);
  });
});
