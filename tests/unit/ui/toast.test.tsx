import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { UiProvider } from '@/ui/ui-provider';
import { toast } from '@/ui/toast-store';
import { fakeTimerUser, fakeTimersAroundEachTest } from './fake-timers';

function Page() {
  return (
    <UiProvider>
      <label>
        Buscar <input />
      </label>
    </UiProvider>
  );
}

describe('toasts', () => {
  fakeTimersAroundEachTest(() => act(() => toast.clear()));

  it('announces a toast through a polite live region without taking focus', async () => {
    render(<Page />);
    const input = screen.getByRole('textbox', { name: 'Buscar' });
    input.focus();
    act(() => {
      toast.success('Sesión iniciada!');
    });
    const message = screen.getByText('Sesión iniciada!');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveFocus();
  });

  it('shows the type and places it bottom-centre by default, or where asked', () => {
    render(<Page />);
    act(() => {
      toast.error('Error de conexión');
      toast.info('Arriba', { position: 'top-right' });
    });
    const error = screen.getByText('Error de conexión').parentElement!;
    expect(error).toHaveAttribute('data-toast-type', 'error');
    expect(error.parentElement!.className).toMatch(/bottom-center/);
    expect(screen.getByText('Arriba').parentElement!.parentElement!.className).toMatch(/top-right/);
  });

  it('closes with its "Cerrar notificación" button', async () => {
    render(<Page />);
    act(() => {
      toast.warning('Atención');
    });
    const item = screen.getByText('Atención').parentElement!;
    await fakeTimerUser().click(within(item).getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByText('Atención')).not.toBeInTheDocument();
  });

  it('disappears after 3000 ms by default', () => {
    render(<Page />);
    act(() => {
      toast.info('Por defecto');
    });
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('Por defecto')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Por defecto')).not.toBeInTheDocument();
  });

  // A toast shown just before a navigation keeps its whole time on screen.
  it('counts its time from the first frame it is painted in, not from its render', () => {
    render(<Page />);
    act(() => {
      toast.info('Desde el cuadro');
    });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByText('Desde el cuadro')).toBeInTheDocument();
    // The first frame comes at most 16 ms after the render.
    act(() => vi.advanceTimersByTime(16));
    expect(screen.queryByText('Desde el cuadro')).not.toBeInTheDocument();
  });

  it('honours a per-toast duration', () => {
    render(<Page />);
    act(() => {
      toast.success('Rápido', { duration: 1500 });
      toast.error('Lento', { duration: 10000 });
    });
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.queryByText('Rápido')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByText('Lento')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Lento')).not.toBeInTheDocument();
  });

  it('waits while the pointer is over the toast', async () => {
    render(<Page />);
    act(() => {
      toast.info('Quieto');
    });
    const user = fakeTimerUser();
    await user.hover(screen.getByText('Quieto'));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText('Quieto')).toBeInTheDocument();
    await user.unhover(screen.getByText('Quieto'));
    act(() => vi.advanceTimersToNextFrame());
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Quieto')).not.toBeInTheDocument();
  });
});
