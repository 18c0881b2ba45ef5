import type { Meta, StoryObj } from '@storybook/react-vite';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '@/ui/button-link';
import { href } from '../../src/lib/routing/routes';

const meta = {
  title: 'UI/ButtonLink',
  component: ButtonLink,
  args: { href: href('activateAccount'), children: 'Completar ahora' },
  decorators: [
    (Story) => (
      // In-app links navigate inside a memory router, so the story never leaves Storybook.
      <Router hook={memoryLocation({ path: '/dashboard' }).hook}>
        <Story />
      </Router>
    ),
  ],
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link (role link) dressed as a primary button. */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Completar ahora' })).toHaveAttribute('href', href('activateAccount'));
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Volver a pagos', href: href('payments') } };
export const External: Story = { args: { href: 'https://www.mercadopago.com.ar', children: 'Ir a pagar', target: '_blank', rel: 'noreferrer' } };
