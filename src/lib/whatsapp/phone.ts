import { areaCodeLength } from './area-codes';

/** What people put inside a number besides digits: spaces, dots, hyphens, slashes, parentheses. */
const separators = /[\s.\-/()]/g;
/** An Argentine national number: 10 digits, area code first (11, 2xx…, 3xx…). */
const nationalNumber = /^(11|[23])\d+$/;
const NATIONAL_LENGTH = 10;
/** ITU E.164: a full international number has at most 15 digits; shorter than 8 is no real line. */
const MIN_INTERNATIONAL = 8;
const MAX_INTERNATIONAL = 15;

/**
 * The national number without the mobile '15' people write after the area code
 * ('351 15 2345678' → '3512345678'). The area code's real length says where to look; a number
 * written with an old 4-digit code that is 3 digits today ('2944 15 123456', Bariloche before
 * 2013 kept its 4) has its '15' one place later, so the other lengths are tried next.
 */
function withoutFifteen(digits: string): string | null {
  const first = areaCodeLength(digits);
  const lengths = [first, ...([2, 3, 4] as const).filter((n) => n !== first && (n !== 2 || digits.startsWith('11')))];
  const at = lengths.find((n) => digits.slice(n, n + 2) === '15');
  return at === undefined ? null : digits.slice(0, at) + digits.slice(at + 2);
}

/** An Argentine number without country code, trunk 0 or 9 → its 10 national digits, or null. */
function argentineNational(digits: string): string | null {
  const bare = digits.length === NATIONAL_LENGTH + 2 ? withoutFifteen(digits) : digits;
  return bare !== null && bare.length === NATIONAL_LENGTH && nationalNumber.test(bare) ? bare : null;
}

/**
 * A phone number as people write it → the digits WhatsApp wants in https://wa.me/<digits>,
 * or null when it cannot be a number (no link is then offered).
 *
 * Argentine numbers become 54 9 + area code without its 0 + subscriber number without the 15:
 * '011 15-2345-6789', '(0351) 15 234-5678', '+54 9 11 2345-6789', '54 11 2345 6789' and our
 * contract's 10 digits '1123456789' all reach a mobile. A 10-digit number is taken as a mobile
 * even without a 15 (a landline cannot be told apart; decision 0054). Numbers of other countries
 * need their '+' (or '00'); they are kept as written, digits only.
 */
export function whatsAppNumber(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const written = raw.trim().replace(separators, '');
  const international = /^(\+|00)(\d+)$/.exec(written);
  const digits = international ? international[2]! : written;
  if (!/^\d+$/.test(digits)) return null;

  // 54 is Argentina's country code; no national number starts with 5, so a bare 54 is one too.
  const isArgentine = digits.startsWith('54') || (!international && !digits.startsWith('5'));
  if (!isArgentine) {
    return international && digits.length >= MIN_INTERNATIONAL && digits.length <= MAX_INTERNATIONAL ? digits : null;
  }
  let national = digits.startsWith('54') && (international || digits.length > NATIONAL_LENGTH + 1) ? digits.slice(2) : digits;
  if (national.startsWith('0')) national = national.slice(1);
  else if (digits !== national && national.startsWith('9') && national.length === NATIONAL_LENGTH + 1) national = national.slice(1);
  const bare = argentineNational(national);
  return bare === null ? null : `549${bare}`;
}
