import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createValidationTimers } from '@/lib/forms/validation-timers';

/** SPEC §5's timing alone, on a fake clock: which fields get validated, and when. */
describe('validation timers (SPEC §5)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('validates a typed field 500 ms after typing stops, not before', () => {
    const timers = createValidationTimers();
    const validate = vi.fn();
    timers.afterChange('name', 'debounced', validate);
    vi.advanceTimersByTime(499);
    expect(validate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(validate).toHaveBeenCalledExactlyOnceWith(['name']);
  });

  it('restarts the wait on every change of the same field, and keeps each field’s own wait', () => {
    const timers = createValidationTimers();
    const validate = vi.fn();
    timers.afterChange('name', 'debounced', validate);
    vi.advanceTimersByTime(300);
    timers.afterChange('city', 'debounced', validate);
    vi.advanceTimersByTime(100);
    timers.afterChange('name', 'debounced', validate);
    vi.advanceTimersByTime(400);
    expect(validate.mock.calls).toEqual([[['city']]]);
    vi.advanceTimersByTime(100);
    expect(validate.mock.calls).toEqual([[['city']], [['name']]]);
  });

  it('validates checkboxes and selects at once, and a change that cancels a pending wait', () => {
    const timers = createValidationTimers();
    const validate = vi.fn();
    timers.afterChange('accepted', 'debounced', validate);
    timers.afterChange('accepted', 'now', validate);
    expect(validate).toHaveBeenCalledExactlyOnceWith(['accepted']);
    vi.advanceTimersByTime(1000);
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('a value set from code with `never` is not validated, and cancels a pending wait', () => {
    const timers = createValidationTimers();
    const validate = vi.fn();
    timers.afterChange('name', 'debounced', validate);
    timers.afterChange('name', 'never', validate);
    vi.advanceTimersByTime(1000);
    expect(validate).not.toHaveBeenCalled();
  });

  it('cancelling a field (validated at once on blur, or at submit) drops its pending run', () => {
    const timers = createValidationTimers();
    const validate = vi.fn();
    timers.afterChange('name', 'debounced', validate);
    timers.afterChange('city', 'debounced', validate);
    timers.cancel('name');
    vi.advanceTimersByTime(500);
    expect(validate.mock.calls).toEqual([[['city']]]);
    timers.afterChange('name', 'debounced', validate);
    timers.cancelAll();
    vi.advanceTimersByTime(500);
    expect(validate).toHaveBeenCalledTimes(1);
  });

  it('takes another delay when given one', () => {
    const timers = createValidationTimers(200);
    const validate = vi.fn();
    timers.afterChange('name', 'debounced', validate);
    vi.advanceTimersByTime(200);
    expect(validate).toHaveBeenCalledOnce();
  });

  it('moves a pending wait to a row’s new path with what is left of it, and drops a removed row’s', () => {
    const timers = createValidationTimers();
    const validate = vi.fn();
    timers.afterChange('prices.0.amount', 'debounced', validate);
    timers.afterChange('prices.2.amount', 'debounced', validate);
    vi.advanceTimersByTime(300);
    timers.retime((path) => (path.startsWith('prices.0.') ? null : path.replace('prices.2.', 'prices.1.')));
    vi.advanceTimersByTime(199);
    expect(validate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(validate.mock.calls).toEqual([[['prices.1.amount']]]);
    vi.advanceTimersByTime(1000);
    expect(validate).toHaveBeenCalledOnce();
  });
});
