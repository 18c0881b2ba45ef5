import { whatsAppNumber } from './phone';

/** What people put inside a number besides digits (phone.ts drops the same). */
const separators = /[\s.\-/()]/g;

/**
 * A `tel:` address for a phone as people write it (issue 31): an Argentine number in full
 * international form (+54 9 …, which any phone dials, in the country or not, the same reading
 * as WhatsApp's, decision 0054); any other number as its digits; null when nothing is dialable.
 */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const international = whatsAppNumber(phone);
  if (international) return `tel:+${international}`;
  const digits = phone.replace(separators, '');
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : null;
}

/**
 * A phone number as written, as a link that calls it from a phone (the team detail's owner,
 * the roster's captain); plain text when it cannot be dialled, '—' when there is none.
 */
export function PhoneLink({ phone, className }: { phone: string | null | undefined; className?: string }) {
  const href = telHref(phone);
  if (!phone) return <>—</>;
  return href ? (
    <a href={href} className={className}>
      {phone}
    </a>
  ) : (
    <>{phone}</>
  );
}
