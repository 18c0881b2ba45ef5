import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ErrorBanner } from '@/ui/error-banner';
import { fakeTimerUser, fakeTimersAroundEachTest } from './fake-timers';

describe('ErrorBanner', () => {
  fakeTimersAroundEachTest();

  it('is an alert that clears itself after 5 s and tells its owner', () => {
    const onDismiss = vi.fn();
    render(<ErrorBanner message="Error de conexión" onDismiss={onDismiss} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error de conexión');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('keeps counting from the first render when the owner re-renders with a new callback', () => {
    function Owner() {
      const [n, setN] = useState(0);
      return (
        <>
          <button onClick={() => setN(n + 1)}>Otra vez {n}</button>
          <ErrorBanner message="Error" onDismiss={() => undefined} />
        </>
      );
    }
    render(<Owner />);
    act(() => vi.advanceTimersByTime(3000));
    act(() => screen.getByRole('button', { name: /Otra vez/ }).click());
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays when persistent', () => {
    render(<ErrorBanner message="Error al obtener el progreso" persistent />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Error al obtener el progreso');
  });

  it('has a dismiss button only when it can be dismissed', async () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<ErrorBanner message="Error" persistent />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<ErrorBanner message="Error" persistent onDismiss={onDismiss} />);
    await fakeTimerUser().click(screen.getByRole('button', { name: 'Cerrar mensaje de error' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows again for a different message', () => {
    const { rerender } = render(<ErrorBanner message="Primero" />);
    act(() => vi.advanceTimersByTime(5000));
    rerender(<ErrorBanner message="Segundo" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Segundo');
  });
});
