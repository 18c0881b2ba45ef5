const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/**
 * Fills a server text's {{placeholders}} (SPEC §3 notifications) from its data. The result is
 * plain text for React to render as text, never HTML: a value like '<b>' shows as typed.
 * Placeholders with no value are removed (template syntax means nothing to a reader), and
 * the gap they leave is closed. The bell and the WhatsApp reminders (issue 22) read it.
 */
export function fillPlaceholders(text: string, data: Readonly<Record<string, string | number>> | null | undefined): string {
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
