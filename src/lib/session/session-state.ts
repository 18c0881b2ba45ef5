import { signal } from '@preact/signals-react';
import type { SessionUser } from '@contracts/entities/session';

/**
 * The session as the screens read it, without the token decoder: the decoder checks the
 * claims with the contract's zod schema, and the sign-in page must paint without zod
 * (decision 0004). session.ts adds decoding and re-exports all of this.
 */

/** SPEC §4 session: tokens in localStorage under these keys, claims in a signal. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** Fired on login, register, activate, team creation and logout. */
export const TOKEN_UPDATE_EVENT = 'token-update';

export const sessionUser = signal<SessionUser | null>(null);

export const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/** Whether either token is stored: only then is there a session to restore (or stale tokens to remove). */
export const hasStoredTokens = () => Boolean(storage()?.getItem(ACCESS_TOKEN_KEY) || storage()?.getItem(REFRESH_TOKEN_KEY));

export function removeTokens() {
  storage()?.removeItem(ACCESS_TOKEN_KEY);
  storage()?.removeItem(REFRESH_TOKEN_KEY);
}

export function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOKEN_UPDATE_EVENT));
}

/** Logout: removes both tokens and tells every listener. */
export function endSession() {
  removeTokens();
  sessionUser.value = null;
  announce();
}

export const isTokenKey = (key: string | null) => key === null || key === ACCESS_TOKEN_KEY || key === REFRESH_TOKEN_KEY;
