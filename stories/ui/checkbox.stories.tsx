import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '@/ui/checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Tiene radio', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Tiene radio' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Selected: Story = { args: { defaultSelected: true } };
export const WithDescription: Story = { args: { children: 'Es timonel', description: 'El timonel necesita número de licencia.' } };
export const Invalid: Story = { args: { children: 'Acepto el reglamento', isInvalid: true, errorMessage: 'Debés aceptar el reglamento' } };
export const Disabled: Story = { args: { isDisabled: true } };
