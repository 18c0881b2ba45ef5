import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextField } from '@/ui/text-field';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Nombre del equipo' },
  argTypes: { type: { control: 'inline-radio', options: ['text', 'email', 'tel'] } },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: 'Entre 3 y 100 caracteres.' } };
export const Required: Story = { args: { isRequired: true } };
export const Email: Story = { args: { label: 'Correo electrónico', type: 'email', placeholder: 'nombre@ejemplo.com' } };
export const Phone: Story = { args: { label: 'Teléfono', type: 'tel', description: '10 dígitos, sin 0 ni 15.' } };
export const Filled: Story = { args: { defaultValue: 'Los Dorados' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Los Dorados' } };

/** The error is tied to the input (aria-describedby) and marks it invalid. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Debe tener al menos 3 caracteres', defaultValue: 'Lo' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre del equipo' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
  },
};
