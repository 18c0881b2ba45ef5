import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/ui/button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Guardar', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Guardar' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancelar' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Eliminar equipo' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Ver más' } };
export const Small: Story = { args: { size: 'sm', variant: 'secondary', children: 'Enviar' } };
export const FullWidth: Story = { args: { isFullWidth: true, children: 'Iniciar sesión' } };
export const Disabled: Story = { args: { isDisabled: true } };

/** Pending: keeps its name and focus, ignores presses, shows a spinner. */
export const Pending: Story = {
  args: { isPending: true, children: 'Iniciar sesión' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Iniciar sesión' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/*
 * The danger variant in each state, left in it for axe's contrast check (issue 21: AA for the
 * red at rest, hovered, focused, pressed and disabled).
 */
export const DangerHovered: Story = {
  args: { variant: 'danger', children: 'Eliminar equipo' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Eliminar equipo' });
    await userEvent.hover(button);
    await expect(button).toHaveAttribute('data-hovered', 'true');
  },
};
export const DangerFocused: Story = {
  args: { variant: 'danger', children: 'Eliminar equipo' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Eliminar equipo' })).toHaveAttribute('data-focus-visible', 'true');
  },
};
export const DangerPressed: Story = {
  args: { variant: 'danger', children: 'Eliminar equipo' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Eliminar equipo' });
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    await expect(button).toHaveAttribute('data-pressed', 'true');
  },
};
export const DangerDisabled: Story = { args: { variant: 'danger', isDisabled: true, children: 'Eliminar equipo' } };
