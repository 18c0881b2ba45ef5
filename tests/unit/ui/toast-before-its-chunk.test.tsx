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
});
