import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CredentialsWhatsApp } from '@/features/members/owner/credentials-whatsapp';
import { credentialsShareText } from '@/features/members/owner/credentials-share';
import { UiProvider } from '@/ui/ui-provider';

const entry = { id: 31, name: 'Lucía Fernández', username: 'lucia.fernandez', password: 'Kx7-pq2-Rw9' };
const appUrl = 'https://torneo.example.org';

describe('credentialsShareText (issue 22)', () => {
  it('says where and with which username to sign in, and that the password comes apart', () => {
    const text = credentialsShareText(entry, { appUrl, withPassword: false });
    expect(text).toContain('Abrí https://torneo.example.org');
    expect(text).toContain('Ingresá con tu usuario: lucia.fernandez');
    expect(text).toContain('La contraseña te la paso por separado.');
    expect(text).not.toContain(entry.password);
  });

  it('carries the password only when the owner chose it', () => {
    const text = credentialsShareText(entry, { appUrl, withPassword: true });
    expect(text).toContain('Tu contraseña: Kx7-pq2-Rw9');
    expect(text).not.toContain('por separado');
  });
});

const linkUrl = () => new URL(screen.getByRole('link', { name: /^Enviar por WhatsApp a Lucía Fernández/ }).getAttribute('href')!);

describe('CredentialsWhatsApp', () => {
  it('without a usable phone lets the owner pick the chat', () => {
    render(
      <UiProvider>
        <CredentialsWhatsApp entry={entry} phone="2345-6789" appUrl={appUrl} />
      </UiProvider>,
    );
    expect(linkUrl().pathname).toBe('/');
    expect(linkUrl().searchParams.get('text')).toContain('lucia.fernandez');
  });

  it('says next to the option why the password is better left out, and the option changes the link', async () => {
    render(
      <UiProvider>
        <CredentialsWhatsApp entry={entry} phone="(0351) 15 234-5678" appUrl={appUrl} />
      </UiProvider>,
    );
    const option = screen.getByRole('checkbox', { name: 'Incluir la contraseña en el mensaje' });
    expect(option).not.toBeChecked();
    expect(option).toHaveAccessibleDescription(/queda guardada en el chat/);
    expect(linkUrl().pathname).toBe('/5493512345678');
    expect(linkUrl().searchParams.get('text')).not.toContain(entry.password);
    await userEvent.click(option);
    expect(linkUrl().searchParams.get('text')).toContain(entry.password);
  });
});
