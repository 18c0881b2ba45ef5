import { describe, expect, it } from 'vitest';
import { telHref } from '@/lib/whatsapp/phone-link';

// Issue 31: phone numbers as tel: links on the admin team detail and the roster.
describe('telHref', () => {
  it.each([
    ['(0351) 15 234-5678', 'tel:+5493512345678'],
    ['1123456789', 'tel:+5491123456789'],
    ['+34 612 345 678', 'tel:+34612345678'],
    ['4567-8901', 'tel:45678901'],
  ])('dials %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('gives nothing to dial for no phone or for words', () => {
    expect(telHref(null)).toBeNull();
    expect(telHref('')).toBeNull();
    expect(telHref('llamar a la tarde')).toBeNull();
  });
});
