/**
 * SPEC §2: a visitor sent to sign-in has the requested path remembered, and sign-in
 * returns there. Kept in sessionStorage so it survives the redirect but not the tab.
 */
const KEY = 'pesca:returnTo';

export function rememberReturnTo(path: string) {
  if (path.startsWith('/dashboard')) sessionStorage.setItem(KEY, path);
}

/** The remembered path (only same-app dashboard paths), removed once read. */
export function takeReturnTo(): string | null {
  const path = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return path && path.startsWith('/dashboard') && !path.startsWith('//') ? path : null;
}
