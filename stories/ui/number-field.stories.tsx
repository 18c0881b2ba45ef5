import type { Meta, StoryObj } from '@storybook/react-vite';
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
