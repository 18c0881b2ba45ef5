import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '@mocks/node';
import { REQUEST_TIMEOUT_MS } from '@/api/client';
import { renderApp } from '../../app/render-app';
import { fakeClockOnDemand, fakeTimerUser } from '../../ui/fake-timers';

/**
 * Issue 19: a call that hangs (a riverside's signal: the request left, nothing comes back)
 * ends after REQUEST_TIMEOUT_MS with a Spanish sentence, and the form's button works again.
 */
describe('a call that hangs', () => {
  const fakeClock = fakeClockOnDemand();

  it('ends sign-in after the bound with "El servidor tardó demasiado…" and gives the button back', async () => {
    let received = false;
    server.use(
      http.post('*/api/auth/login', () => {
        received = true;
        return new Promise<Response>(() => {});
      }),
    );
    renderApp('/');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'capitan.completo');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo2026!');
    fakeClock();
    await fakeTimerUser().click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(received).toBe(true));
    const button = screen.getByRole('button', { name: /Iniciar sesión/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');

    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('El servidor tardó demasiado en responder. Intentá de nuevo.');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).not.toHaveAttribute('aria-disabled');
  });
});
