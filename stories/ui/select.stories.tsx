import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within, screen } from 'storybook/test';
import { Select } from '@/ui/select';

const bloodTypes = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'].map((t) => ({ id: t, label: t }));

const meta = {
  title: 'UI/Select',
  component: Select,
  args: { label: 'Grupo sanguíneo', options: bloodTypes, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Grupo sanguíneo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'O+' }));
    await expect(args.onChange).toHaveBeenCalledWith('O+');
  },
};
export const Filled: Story = { args: { defaultValue: 'AB-' } };
export const Required: Story = { args: { label: 'Tipo de pago', isRequired: true, options: [
  { id: 'transfer', label: 'Transferencia' },
  { id: 'cash', label: 'Efectivo' },
  { id: 'mercadopago', label: 'Mercado Pago' },
] } };
export const WithDisabledOption: Story = {
  args: { label: 'Posición', options: [1, 2, 3].map((n) => ({ id: n, label: `${n}º puesto`, isDisabled: n === 2 })) },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Este campo es obligatorio' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'A+' } };

/** The list left open so axe checks it too. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Grupo sanguíneo/ }));
    await expect(await screen.findByRole('listbox')).toBeInTheDocument();
  },
};
