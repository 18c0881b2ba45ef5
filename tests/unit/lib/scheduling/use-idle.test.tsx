import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { useIdle } from '@/lib/scheduling/use-idle';

/** Lets the browser be idle a few times (whenIdle runs one waiting task per idle moment). */
const idleMoments = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('useIdle', () => {
  it('is false on the first render and true once the browser has been idle', async () => {
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('stays false, without re-rendering its caller, while no read waits on it; becomes true once one does', async () => {
    let renders = 0;
    const { result, rerender } = renderHook(
      ({ wanted }) => {
        renders++;
        return useIdle(wanted);
      },
      { initialProps: { wanted: false } },
    );
    await idleMoments();
    expect(result.current).toBe(false);
    expect(renders).toBe(1);
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe(true));
  });
});
