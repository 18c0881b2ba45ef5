import { signal, computed } from '@preact/signals-react';
import { jwtDecode } from 'jwt-decode';
import { sessionUserSchema, type SessionUser, type TokenPair } from '@contracts/entities/session';
import type { TokenStore } from '@/api/token-store';

/** SPEC §4 session: tokens in localStorage under these keys, claims in a signal. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
/** Fired on login, register, activate, team creation and logout. */
export const TOKEN_UPDATE_EVENT = 'token-update';

export const sessionUser = signal<SessionUser | null>(null);
export const isLoggedIn = computed(() => sessionUser.value !== null);

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

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

function removeTokens() {
  storage()?.removeItem(ACCESS_TOKEN_KEY);
  storage()?.removeItem(REFRESH_TOKEN_KEY);
}

function announce() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TOKEN_UPDATE_EVENT));
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

/** Logout: removes both tokens and tells every listener. */
export function endSession() {
  removeTokens();
  sessionUser.value = null;
  announce();
}

/** A token is valid unless its status is inactive (SPEC §4). */
export const hasValidSession = () => sessionUser.value !== null && sessionUser.value.status !== 'inactive';

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
  clear: () => endSession(),
};

/** Sessions in other tabs follow: a change of either key re-reads the stored tokens. */
export function followOtherTabs(): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACCESS_TOKEN_KEY || event.key === REFRESH_TOKEN_KEY) restoreSession();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
