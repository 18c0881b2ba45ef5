import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CredentialsWhatsApp } from '../../src/features/members/owner/credentials-whatsapp';
import { CredentialsPanel } from '../../src/ui/credentials-panel';

const entry = { id: 31, name: 'Lucía Fernández', username: 'lucia.fernandez', password: 'Kx7-pq2-Rw9' };

/** The owner's one-time credentials panel with the WhatsApp message for the new member (issue 22). */
function Panel({ phone }: { phone: string | null }) {
  return (
    <CredentialsPanel
      entries={[entry]}
      title="Credenciales del nuevo miembro"
      onDismiss={() => {}}
      entryActions={(e) => <CredentialsWhatsApp entry={e} phone={phone} appUrl="https://torneo.example.org" />}
    >
      <p>
        <strong>Se muestran una sola vez.</strong> Copiá el usuario y la contraseña y compartilos con cada miembro ahora.
      </p>
    </CredentialsPanel>
  );
}

const meta = {
  title: 'Pantallas/Miembros/Credenciales por WhatsApp',
  component: Panel,
  args: { phone: '3415551234' },
} satisfies Meta<typeof Panel>;
export default meta;
type Story = StoryObj<typeof meta>;

const link = (canvasElement: HTMLElement) => within(canvasElement).getByRole('link', { name: /^Enviar por WhatsApp a Lucía Fernández/ });

/** The member's phone is known: the chat opens on it; the password is left out. */
export const ConTelefono: Story = {
  name: 'Con teléfono',
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/5493415551234\?text=/));
    await expect(link(canvasElement).getAttribute('href')).not.toContain('Kx7');
  },
};

/** A phone WhatsApp cannot reach: the owner picks the chat. */
export const SinTelefono: Story = {
  name: 'Sin teléfono',
  args: { phone: null },
  play: async ({ canvasElement }) => {
    await expect(link(canvasElement)).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=/));
  },
};

/** The owner ticks the option: the password goes in the message, with the risk said next to it. */
export const ConContrasena: Story = {
  name: 'Con contraseña',
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Incluir la contraseña en el mensaje' }));
    await expect(link(canvasElement).getAttribute('href')).toContain(encodeURIComponent('Kx7-pq2-Rw9'));
  },
};

/** On a phone: the option's explanation wraps, the link stays whole. */
export const Telefono: Story = {
  name: 'Teléfono',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
