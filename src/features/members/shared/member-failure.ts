import { conflictMessages } from '@contracts/messages';
import type { ApiFailure } from '@/api';
import { refusalReason } from '@/lib/forms/failure-message';
import { MEMBER_ERROR_TOAST_MS } from './member-messages';

/** SPEC §8: a conflict shows on the field it is about. */
const conflictFields = {
  DNI_IN_USE: 'dni',
  EMAIL_IN_USE: 'email',
  LICENSE_NUMBER_IN_USE: 'licence_number',
  USERNAME_IN_USE: 'username',
} as const;
type ConflictCode = keyof typeof conflictFields;
const isConflict = (code: string | undefined): code is ConflictCode => code !== undefined && code in conflictFields;

export type MemberFailure = {
  /** Messages for the form's fields (a key the form lacks comes back from setFieldErrors, for the banner). */
  fieldErrors: Record<string, string>;
  toast: { message: string; duration: number } | null;
  /** A refusal no field can show (the team is full, the member is gone). */
  banner: string | null;
};

/**
 * What the member form shows for a failed add or edit: conflicts on their field (the
 * licence one also as a 10 s toast), validation messages on theirs, anything else as the
 * operation's 10 s error toast plus the server's own words when it gave a reason.
 */
export function describeMemberFailure(response: ApiFailure, fallbackToast: string): MemberFailure {
  const code = response.errorCode;
  if (isConflict(code)) {
    // USERNAME_IN_USE carries the server's message (SPEC §8); the others have fixed words.
    const message = code === 'USERNAME_IN_USE' ? response.message || conflictMessages[code] : conflictMessages[code];
    return {
      fieldErrors: { [conflictFields[code]]: message },
      toast: code === 'LICENSE_NUMBER_IN_USE' ? { message, duration: MEMBER_ERROR_TOAST_MS } : null,
      banner: null,
    };
  }
  const toast = { message: fallbackToast, duration: MEMBER_ERROR_TOAST_MS };
  if (response.fieldErrors) return { fieldErrors: response.fieldErrors, toast, banner: null };
  return { fieldErrors: {}, toast, banner: refusalReason(response) };
}
