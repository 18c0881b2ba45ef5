import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { whatsAppLink } from '@/lib/whatsapp/link';
import { WhatsAppLink } from '@/ui/whatsapp-link';

const meta = {
  title: 'UI/WhatsAppLink',
  component: WhatsAppLink,
  args: { href: whatsAppLink({ text: 'Alias: pesca.torneo.mp' }), children: 'Compartir por WhatsApp' },
} satisfies Meta<typeof WhatsAppLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No recipient: WhatsApp asks which chat. A link (new tab, said in its name) dressed as a secondary button. */
export const SinDestinatario: Story = {
  name: 'Sin destinatario',
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Compartir por WhatsApp (se abre en otra pestaña)' });
    await expect(link).toHaveAttribute('href', 'https://wa.me/?text=Alias%3A%20pesca.torneo.mp');
    await expect(link).toHaveAttribute('target', '_blank');
    // The 24 px minimum target (WCAG 2.5.8); ours are 44.
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

/** To one person's phone, normalised for WhatsApp. */
export const ConDestinatario: Story = {
  name: 'Con destinatario',
  args: { href: whatsAppLink({ phone: '(0351) 15 234-5678', text: 'Hola' })!, children: 'Escribir por WhatsApp', variant: 'primary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /^Escribir por WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/5493512345678?text=Hola');
  },
};

/** Small, inside dense rows; still over the 24 px target. */
export const Chico: Story = { args: { size: 'sm' } };
