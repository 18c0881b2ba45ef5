import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PasswordField } from '@/ui/password-field';

describe('PasswordField', () => {
  it('hides the password until "Mostrar contraseña" is pressed, then offers "Ocultar contraseña"', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Contraseña" defaultValue="secreto1" />);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secreto1');

    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  });

  it('ties its error message to the input', () => {
    render(<PasswordField label="Contraseña" isInvalid errorMessage="Este campo es obligatorio" />);
    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Este campo es obligatorio');
  });
});
