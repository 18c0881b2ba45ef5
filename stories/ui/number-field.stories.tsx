import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from '@/ui/number-field';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  args: { label: 'Potencia (HP)' },
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSteppers: Story = { args: { label: 'Cuotas', hasSteppers: true, defaultValue: 1, minValue: 1 } };
export const Decimal: Story = { args: { label: 'Tamaño (cm)', defaultValue: 45.5, formatOptions: { maximumFractionDigits: 1 } } };
export const Required: Story = { args: { isRequired: true, description: 'Entre 1 y 1000.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Debe ser al menos 1', defaultValue: 0 } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 150 } };

/** A simulated paste (what a browser hands the page): the text and nothing else. */
const paste = (input: HTMLElement, text: string) => {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
};

/** Pasting '87.5' into a field with decimals gives 87,5 (es-AR reads the point as thousands: 875). */
export const PegarDecimalConPunto: Story = {
  name: 'Pegar 87.5 en un campo con decimales',
  args: { label: 'Medida (cm)', formatOptions: { maximumFractionDigits: 2 }, onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Medida (cm)' });
    await userEvent.click(input);
    paste(input, '87.5');
    await expect(input).toHaveValue('87,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(87.5);
    await expect(input).toHaveValue('87,5');
  },
};
