import { whatsAppNumber } from './phone';

/**
 * A click-to-chat link (https://wa.me/, WhatsApp's own, no API and no account of ours): it
 * opens the chat with the text written in, and nothing goes until the person presses send.
 * With a phone it opens that person's chat; without one, WhatsApp asks whom to send it to.
 * A phone that cannot be a number gives null: no link rather than one to a stranger.
 */
export function whatsAppLink({ phone, text }: { phone?: string | null; text: string }): string | null {
  const query = `?text=${encodeURIComponent(text)}`;
  if (phone === undefined) return `https://wa.me/${query}`;
  const digits = whatsAppNumber(phone);
  return digits === null ? null : `https://wa.me/${digits}${query}`;
}
