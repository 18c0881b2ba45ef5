import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionUser } from '@/lib/session/session';
import { renderApp } from '../../app/render-app';
import { fakeClockOnDemand, fakeTimerUser } from '../../ui/fake-timers';
import { href } from '@/lib/routing/routes';

const fill = async (username: string, password: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Usuario' }), username);
  await user.type(screen.getByLabelText(/^Contraseña/), password);
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  return user;
};

describe('sign-in screen', () => {
  it('signs in, shows "Sesión iniciada!" and goes to the dashboard', async () => {
    const { location } = renderApp('/');
    await fill('capitan.completo', 'Demo2026!');
    await waitFor(() => expect(location.history.at(-1)).toBe('/dashboard'));
    expect(sessionUser.value).toMatchObject({ username: 'capitan.completo', roleId: 3, status: 'active' });
    expect(await screen.findByText('Sesión iniciada!')).toBeInTheDocument();
  });

  it('returns to the remembered origin after sign-in', async () => {
    sessionStorage.setItem('pesca:returnTo', href('myBoat'));
    const { location } = renderApp('/');
    await fill('capitan.completo', 'Demo2026!');
    await waitFor(() => expect(location.history).toContain(href('myBoat')));
  });

  it('asks to complete every field when one is empty', async () => {
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, completa todos los campos.');
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveAccessibleDescription(/Este campo es obligatorio/);
  });

  it('shows the server message on wrong credentials and keeps what the user typed', async () => {
    renderApp('/');
    await fill('capitan.completo', 'incorrecta');
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(screen.getByRole('textbox', { name: 'Usuario' })).toHaveValue('capitan.completo');
    expect(sessionUser.value).toBeNull();
  });

  it('shows and hides the password', async () => {
    renderApp('/');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^Contraseña/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  describe('a failed sign-in leaves a trace (WCAG 2.2.1, 3.3.1)', () => {
    const fakeClock = fakeClockOnDemand();
    const username = () => screen.getByRole('textbox', { name: 'Usuario' });
    const password = () => screen.getByLabelText(/^Contraseña/);

    it('keeps the wrong-credentials message past 5 s, with both fields invalid and described by it', async () => {
      renderApp('/');
      await fill('capitan.completo', 'incorrecta');
      const alert = await screen.findByRole('alert');
      fakeClock();
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
      for (const field of [username(), password()]) {
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(/Usuario o contraseña incorrectos/);
        const describedBy = field.getAttribute('aria-describedby')!.split(' ');
        expect(describedBy.some((id) => alert.contains(document.getElementById(id)))).toBe(true);
      }
    });

    it('clears the message and the marks once the user changes what they typed', async () => {
      renderApp('/');
      await fill('capitan.completo', 'incorrecta');
      await screen.findByRole('alert');
      fakeClock();
      await fakeTimerUser().type(password(), 'x');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(username()).not.toHaveAttribute('aria-invalid');
      expect(password()).not.toHaveAttribute('aria-invalid');
    });

    it('keeps "Por favor, completa todos los campos." past 5 s, until every field is filled', async () => {
      renderApp('/');
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
      await screen.findByRole('alert');
      fakeClock();
      act(() => vi.advanceTimersByTime(10_000));
      expect(screen.getByRole('alert')).toHaveTextContent('Por favor, completa todos los campos.');
      expect(username()).toHaveAttribute('aria-invalid', 'true');
      const user = fakeTimerUser();
      await user.type(username(), 'capitan.completo');
      act(() => vi.advanceTimersByTime(500));
      // The password is still empty: the message still holds, and says so.
      expect(screen.getByRole('alert')).toHaveTextContent('Por favor, completa todos los campos.');
      await user.type(password(), 'Demo2026!');
      act(() => vi.advanceTimersByTime(500));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the message again, and takes focus again, on a second failed attempt', async () => {
      renderApp('/');
      const user = await fill('capitan.completo', 'incorrecta');
      await screen.findByRole('alert');
      await user.click(username());
      await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
      await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
      expect(screen.getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    });
  });
});
