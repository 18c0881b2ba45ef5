import type { Notification } from '@contracts/entities/notifications';

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Fills a notification's {{placeholders}} from its custom_data (SPEC §3). The result is plain
 * text for React to render as text, never HTML: a value like '<b>' shows as typed.
 * Placeholders with no value are removed (template syntax means nothing to a reader), and
 * the gap they leave is closed.
 */
export function fillPlaceholders(text: string, data: Notification['custom_data'] | null | undefined): string {
  let dropped = false;
  const filled = text.replace(PLACEHOLDER, (_whole, key: string) => {
    const value = data && Object.hasOwn(data, key) ? data[key] : undefined;
    if (value !== undefined && value !== null) return String(value);
    dropped = true;
    return '';
  });
  // Only tidy text we changed: the server's own spacing is left alone.
  return dropped ? filled.replace(/[ \t]{2,}/g, ' ').replace(/ +([.,;:!?])/g, '$1').trim() : filled;
}

/** A notification's title and description with their placeholders filled. */
export const notificationText = (n: Pick<Notification, 'title' | 'description' | 'custom_data'>) => ({
  title: fillPlaceholders(n.title, n.custom_data),
  description: fillPlaceholders(n.description, n.custom_data),
});
