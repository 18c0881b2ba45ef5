const BASE = 'https://app.invalid';

/**
 * A link target that came from the server (a notification's 'Ver más'), kept only when it
 * is a path of this app: '/dashboard/help' → '/dashboard/help'. Anything else — 'javascript:',
 * 'data:', another site, '//host', or '/\t/host' that a browser reads as '//host' — is null,
 * and no link is offered: React 19 would only neutralise a javascript: href, leaving a link
 * that cannot work. Resolved against a fixed base so the browser's own URL parsing decides.
 */
export function appPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
}
