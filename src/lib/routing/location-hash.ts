import { navigate, useLocationProperty } from 'wouter/use-browser-location';

const currentHash = () => decodeURIComponent(window.location.hash.replace(/^#/, ''));

/**
 * The URL hash without '#', following every change (links, back/forward, `setLocationHash`).
 * Screens use it for their sub-views (SPEC §2: my-boat and my-members #create / #edit,
 * members #edit={userId}), so each view can be deep-linked and the back button leaves it.
 */
export const useLocationHash = (): string => useLocationProperty(currentHash, () => '');

/**
 * Opens a sub-view ('create', 'edit=12') or, with '', goes back to the page itself.
 * A new history entry by default, so the back button returns to the previous view.
 */
export function setLocationHash(hash: string, { replace = false }: { replace?: boolean } = {}) {
  if (hash === currentHash()) return;
  const { pathname, search } = window.location;
  navigate(`${pathname}${search}${hash ? `#${encodeURIComponent(hash).replace(/%3D/g, '=')}` : ''}`, { replace });
}

/** Reads a sub-view hash of the form `name` or `name=value` (members' 'edit=12'). */
export function parseHashView(hash: string): { view: string; value: string | null } {
  const [view = '', ...rest] = hash.split('=');
  return { view, value: rest.length ? rest.join('=') : null };
}
