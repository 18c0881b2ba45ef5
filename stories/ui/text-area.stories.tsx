import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextArea } from '@/ui/text-area';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Descripción' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three rows by default (SPEC §9). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Descripción' })).toHaveAttribute('rows', '3');
  },
};
export const WithDescription: Story = { args: { description: 'Entre 3 y 1000 caracteres.', isRequired: true } };
export const Filled: Story = { args: { defaultValue: 'Necesito cambiar la barra pesquera de mi equipo porque nos mudamos.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Debe tener al menos 3 caracteres', defaultValue: 'ab' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Solo lectura' } };
