import type { z } from 'zod';
import type { AddressInput, PersonalInfo, personalInfoInputSchema } from '@contracts/entities/people';
import { conflictMessages } from '@contracts/messages';
import { toDigits } from '@contracts/core/fields';
import { conflict } from '../core/errors';
import { activeAddressesKey, dniKey, emailKey, licenceKey, rowsByKey, type UniqueKey } from '../db/queries';
import type { AddressRow, Db, UserRow } from '../db/schema';
import { nextId } from '../db/store';

type PersonalInfoParsed = z.output<typeof personalInfoInputSchema>;

/** The parsed form as stored: absent optional fields become null. */
export const storedPersonalInfo = (input: PersonalInfoParsed): PersonalInfo => ({
  dni: input.dni,
  first_name: input.first_name,
  last_name: input.last_name,
  primary_phone_number: input.primary_phone_number,
  secondary_phone_number: input.secondary_phone_number ?? null,
  emergency_contact_number: input.emergency_contact_number ?? null,
  licence_number: input.licence_number ?? null,
  birth_date: input.birth_date,
  email: input.email ?? null,
  gender: input.gender,
  blood_type: input.blood_type ?? null,
});

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * A DNI is its digits: '36.020.003' is the DNI 36020003 whoever typed it how (the contracts
 * store digits; a row written before that may still hold separators, so both sides are read).
 */
export const sameDni = (a: string | null | undefined, b: string | null | undefined) => same(toDigitsText(a), toDigitsText(b));
const toDigitsText = (value: string | null | undefined) => (typeof value === 'string' ? String(toDigits(value)) : value);
const lowerTrimmed = (value: string | null | undefined) => (value ? value.trim().toLowerCase() || null : null);
const dniOfRules = dniKey((dni) => String(toDigits(dni)));

/**
 * DNI, e-mail and licence number belong to one person each (SPEC §8): 409 with the
 * matching errorCode when another user already has one of them.
 */
export function assertPersonalInfoFree(db: Db, info: PersonalInfo, exceptUserId: number | null) {
  // Each by its unique key (mocks/db/queries.ts): on the production API a lookup of the one row
  // that may hold the value, not a scan of every user (decision 0070); the rule's own comparison
  // still decides on the rows found.
  const other = (key: UniqueKey<UserRow>, value: string | null | undefined, test: (personal: PersonalInfo) => boolean) =>
    rowsByKey(db.users, key, lowerTrimmed(value)).some((u) => u.id !== exceptUserId && u.personal_info && test(u.personal_info));
  if (other(dniOfRules, info.dni ? toDigitsText(info.dni) : null, (p) => sameDni(p.dni, info.dni))) throw conflict(conflictMessages.DNI_IN_USE, 'DNI_IN_USE');
  if (other(emailKey, info.email, (p) => same(p.email, info.email))) throw conflict(conflictMessages.EMAIL_IN_USE, 'EMAIL_IN_USE');
  if (other(licenceKey, info.licence_number, (p) => same(p.licence_number, info.licence_number))) {
    throw conflict(conflictMessages.LICENSE_NUMBER_IN_USE, 'LICENSE_NUMBER_IN_USE');
  }
}

/** Replaces an owner's active addresses with new ones; the old rows stay, inactive (server history). */
export function replaceAddresses(db: Db, ownerType: AddressRow['owner_type'], ownerId: number, inputs: AddressInput[]): AddressRow[] {
  const now = new Date().toISOString();
  // By owner (activeAddressesKey): on the production API the owner's rows only, not a scan of every address.
  for (const old of rowsByKey(db.addresses, activeAddressesKey, `${ownerType}:${ownerId}`)) {
    Object.assign(old, { is_active: false, updated_at: now });
  }
  return inputs.map((input) => {
    const row: AddressRow = {
      id: nextId(db.addresses),
      address_line: input.address_line.trim(),
      city: input.city.trim(),
      state: input.state.trim(),
      country: input.country.trim(),
      owner_id: ownerId,
      owner_type: ownerType,
      is_active: true,
      created_at: now,
      updated_at: now,
    };
    db.addresses.push(row);
    return row;
  });
}
