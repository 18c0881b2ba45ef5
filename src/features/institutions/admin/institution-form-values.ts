import type { Institution, InstitutionInput } from '@contracts/entities/institutions';
import type { AddressInput } from '@contracts/entities/people';

export const emptyAddress: AddressInput = { address_line: '', city: '', state: '', country: '' };

/** A new club starts with one empty address: the contract asks for at least one. */
export const emptyInstitutionValues: InstitutionInput = { name: '', president: '', phone_number: '', addresses: [emptyAddress] };

/** The editable part of a stored club, as the form holds it (and as edits are compared). */
export const institutionFormValues = (club: Institution): InstitutionInput => ({
  name: club.name,
  president: club.president,
  phone_number: club.phone_number,
  addresses: club.addresses
    .filter((a) => a.is_active)
    .map(({ address_line, city, state, country }) => ({ address_line, city, state, country })),
});

const isBlank = (value: string) => value.trim() === '';

/** SPEC §5 Institution: every field is required; a blank one (or no address) earns the form-level message. */
export const hasBlankField = ({ name, president, phone_number, addresses }: InstitutionInput) =>
  [name, president, phone_number].some(isBlank) ||
  addresses.length === 0 ||
  addresses.some((a) => Object.values(a).some(isBlank));
