import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '@/ui/password-field';

const meta = {
  title: 'UI/PasswordField',
  component: PasswordField,
  args: { label: 'Contraseña', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'secreto1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar contraseña' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar contraseña' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const Required: Story = { args: { isRequired: true, description: 'Entre 6 y 35 caracteres.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'La contraseña debe tener al menos 6 caracteres.', defaultValue: 'abc' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'secreto1' } };
