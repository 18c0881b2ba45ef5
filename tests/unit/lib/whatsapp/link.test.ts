import { describe, expect, it } from 'vitest';
import { whatsAppLink } from '@/lib/whatsapp/link';

describe('whatsAppLink', () => {
  it("opens the person's chat with the text written in, encoded", () => {
    expect(whatsAppLink({ phone: '(0351) 15 234-5678', text: 'Hola: ¿venís? 100% & más\nchau' })).toBe(
      'https://wa.me/5493512345678?text=Hola%3A%20%C2%BFven%C3%ADs%3F%20100%25%20%26%20m%C3%A1s%0Achau',
    );
  });

  it('opens the chat empty without a text (issue 31: a complete team, the day\'s logistics)', () => {
    expect(whatsAppLink({ phone: '11 2345-6789', text: '' })).toBe('https://wa.me/5491123456789');
  });

  it('without a recipient lets WhatsApp ask whom to send it to', () => {
    expect(whatsAppLink({ text: 'Alias: pesca.club' })).toBe('https://wa.me/?text=Alias%3A%20pesca.club');
  });

  it('gives no link for a phone that cannot be a number, nor for a missing one that was asked for', () => {
    expect(whatsAppLink({ phone: '2345-6789', text: 'Hola' })).toBeNull();
    expect(whatsAppLink({ phone: null, text: 'Hola' })).toBeNull();
    expect(whatsAppLink({ phone: undefined, text: 'Hola' })).toBeNull();
  });
});
