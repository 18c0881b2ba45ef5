import { jwtDecode } from 'jwt-decode';
import { sessionUserSchema, type SessionUser, type TokenPair } from '@contracts/entities/session';
import type { TokenStore } from '@/api/token-store';
import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  announce,
  endSession,
  isTokenKey,
  removeTokens,
  sessionUser,
  storage,
} from './session-state';

// The session with its token decoder; the zod-free part lives in session-state.ts.
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  TOKEN_UPDATE_EVENT,
  sessionUser,
  hasStoredTokens,
  endSession,
} from './session-state';

/** The claims of a token, or null when it cannot be decoded or does not match the contract. */
export function decodeSessionUser(token: string | null | undefined): SessionUser | null {
  if (!token) return null;
  try {
    const parsed = sessionUserSchema.safeParse(jwtDecode(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Reads the stored tokens into the signal. Both must be present and the access token
 * decodable; otherwise the session is empty and stale tokens are removed.
 */
export function restoreSession(): SessionUser | null {
  const access = storage()?.getItem(ACCESS_TOKEN_KEY);
  const refresh = storage()?.getItem(REFRESH_TOKEN_KEY);
  const user = access && refresh ? decodeSessionUser(access) : null;
  if (!user && (access || refresh)) removeTokens();
  sessionUser.value = user;
  return user;
}

/** Stores a new pair (login, register, activate, team creation). An undecodable token clears the session. */
export function startSession(tokens: TokenPair): SessionUser | null {
  const user = decodeSessionUser(tokens.accessToken);
  if (user) {
    storage()?.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
    storage()?.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  } else {
    removeTokens();
  }
  sessionUser.value = user;
  announce();
  return user;
}

/** The client's view of the session. */
export const sessionTokenStore: TokenStore = {
  getAccessToken: () => storage()?.getItem(ACCESS_TOKEN_KEY) ?? null,
  getRefreshToken: () => storage()?.getItem(REFRESH_TOKEN_KEY) ?? null,
  setAccessToken(token) {
    const user = decodeSessionUser(token);
    if (!user) {
      endSession();
      return;
    }
    storage()?.setItem(ACCESS_TOKEN_KEY, token);
    sessionUser.value = user;
  },
  setRefreshToken: (token) => storage()?.setItem(REFRESH_TOKEN_KEY, token),
  clear: () => endSession(),
};

/** Sessions in other tabs follow: a change of either key re-reads the stored tokens. */
export function followOtherTabs(): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (isTokenKey(event.key)) restoreSession();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
