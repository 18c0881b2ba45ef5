import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { UiProvider } from '@/ui/ui-provider';
import { WhatsAppLink } from '@/ui/whatsapp-link';

describe('WhatsAppLink', () => {
  it('is a link named by what it does that opens in a new tab without handing over this page', () => {
    render(
      <UiProvider>
        <WhatsAppLink href="https://wa.me/?text=Hola">Compartir por WhatsApp</WhatsAppLink>
      </UiProvider>,
    );
    const link = screen.getByRole('link', { name: 'Compartir por WhatsApp (se abre en otra pestaña)' });
    expect(link).toHaveAttribute('href', 'https://wa.me/?text=Hola');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
