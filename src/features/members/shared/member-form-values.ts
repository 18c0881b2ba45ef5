import type { z } from 'zod';
import { memberFieldsSchema, type Member } from '@contracts/entities/members';
import type { FormValues } from '@/lib/forms/form-values';

/** The contract's member fields (SPEC §5 Member), as parsed: optional ones null. */
export type MemberFields = z.output<typeof memberFieldsSchema>;
type FieldName = keyof MemberFields;

/** What the form holds: every field as typed text ('' when empty), the helmsman box as a boolean. */
export type MemberFormValues = FormValues<typeof memberFieldsSchema>;

const fieldNames = Object.keys(memberFieldsSchema.shape) as FieldName[];

/** A member's stored value of each form field (null where nothing is stored). */
export function storedMemberFields(member: Member): Record<FieldName, unknown> {
  const info: Record<string, unknown> = member.personal_info;
  const own: Record<string, unknown> = member;
  return Object.fromEntries(fieldNames.map((name) => [name, name in info ? info[name] : own[name]])) as Record<FieldName, unknown>;
}

/** The add form: nothing typed, not the helmsman. */
export const emptyMemberValues = (): MemberFormValues =>
  Object.fromEntries(fieldNames.map((name) => [name, name === 'is_helmsman' ? false : ''])) as MemberFormValues;

/** The edit form, filled with what is stored (null shows as an empty field). */
export function memberFormValues(member: Member): MemberFormValues {
  const stored = storedMemberFields(member);
  return Object.fromEntries(
    fieldNames.map((name) => [name, name === 'is_helmsman' ? Boolean(stored[name]) : ((stored[name] as string | null) ?? '')]),
  ) as MemberFormValues;
}
