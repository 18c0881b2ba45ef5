import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionUser } from '@/lib/session';
import { renderApp } from '../../app/render-app';

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
    sessionStorage.setItem('pesca:returnTo', '/dashboard/my-boat');
    const { location } = renderApp('/');
    await fill('capitan.completo', 'Demo2026!');
    await waitFor(() => expect(location.history).toContain('/dashboard/my-boat'));
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
});
