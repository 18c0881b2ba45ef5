import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../app/render-app';

describe('sign-up screen', () => {
  it('flags every empty field after an empty submit, the confirmation included', async () => {
    renderApp('/signup');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, completa todos los campos.');
    for (const field of [
      screen.getByRole('textbox', { name: 'Usuario' }),
      screen.getByLabelText(/^Contraseña/),
      screen.getByLabelText(/^Confirmar contraseña/),
    ]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/Este campo es obligatorio/);
    }
  });

  it('says the passwords differ on the confirmation', async () => {
    renderApp('/signup');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Usuario' }), 'pescador.nuevo');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Demo2026!');
    await user.type(screen.getByLabelText(/^Confirmar contraseña/), 'Demo2026?');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByLabelText(/^Confirmar contraseña/)).toHaveAccessibleDescription('Las contraseñas no coinciden.');
  });
});
