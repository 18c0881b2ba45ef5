import { whatsAppNumber } from './phone';

/**
 * A click-to-chat link (https://wa.me/, WhatsApp's own, no API and no account of ours): it
 * opens the chat with the text written in, and nothing goes until the person presses send.
 * Without a `phone` key WhatsApp asks whom to send it to. With one, it opens that person's
 * chat; a phone that is missing or cannot be a number gives null: no link rather than one to
 * a stranger (or a share nobody asked for).
 */
export function whatsAppLink(message: { text: string }): string;
export function whatsAppLink(message: { phone: string | null | undefined; text: string }): string | null;
export function whatsAppLink(message: { phone?: string | null; text: string }): string | null {
  // No text: the chat opens empty, for whatever the person has to say (issue 31: the day's logistics).
  const query = message.text ? `?text=${encodeURIComponent(message.text)}` : '';
  if (!('phone' in message)) return `https://wa.me/${query}`;
  const digits = whatsAppNumber(message.phone);
  return digits === null ? null : `https://wa.me/${digits}${query}`;
}
