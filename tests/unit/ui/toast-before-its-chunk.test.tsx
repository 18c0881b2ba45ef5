import { describe, expect, it, vi } from 'vitest';

describe('a toast before the chunk with its chrome has arrived', () => {
  it('shows and announces its message at once, then gets its close button', async () => {
    // A fresh copy of the UI kit: the toast's chrome not fetched yet, as on the sign-in page's first paint.
    vi.resetModules();
    // Testing Library too, so that it renders with the same fresh copy of React.
    const { act, cleanup, render, screen } = await import('@testing-library/react');
    const { UiProvider } = await import('@/ui/ui-provider');
    const { toast } = await import('@/ui/toast-store');
    render(
      <UiProvider>
        <p>Página</p>
      </UiProvider>,
    );
    act(() => {
      toast.error('Usuario o contraseña incorrectos');
    });
    const message = screen.getByText('Usuario o contraseña incorrectos');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
    act(() => toast.clear());
    cleanup();
  });

  it("is fetched once the browser is idle, not in the first render's effects (issue 30)", async () => {
    vi.resetModules();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const { act, cleanup, render, screen } = await import('@testing-library/react');
      const { UiProvider } = await import('@/ui/ui-provider');
      const { toast } = await import('@/ui/toast-store');
      const { preloadToastItem } = await import('@/ui/toast-region');
      render(
        <UiProvider>
          <p>Página</p>
        </UiProvider>,
      );
      // Waiting for an idle moment: the page's first commit did not ask for the chunk.
      expect(idle).toHaveLength(1);

      await act(async () => {
        idle[0]!();
        await preloadToastItem();
      });
      act(() => {
        toast.error('Usuario o contraseña incorrectos');
      });
      // The chrome arrived while idle: the toast has its close button from the start.
      expect(screen.getByRole('button', { name: 'Cerrar notificación' })).toBeInTheDocument();
      act(() => toast.clear());
      cleanup();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
