/** What to focus inside a field's wrapper: its input, text area, trigger button or date segment. */
const FOCUSABLE = [
  'input:not([type="hidden"]):not([tabindex="-1"])',
  'textarea',
  'select:not([tabindex="-1"])',
  'button:not([tabindex="-1"])',
  '[role="spinbutton"]',
  '[tabindex="0"]',
].join(', ');

const focusTarget = (element: HTMLElement): HTMLElement | null =>
  element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE);

/**
 * Focuses whichever of the named fields comes first on the page. Fields registered through
 * the form hook's `ref` are found directly; others by `name` inside the submitted form.
 */
export function focusFirstInDocumentOrder(names: string[], registered: Map<string, HTMLElement>, form?: HTMLFormElement) {
  const found = names
    .map((name) => registered.get(name) ?? form?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) ?? null)
    .filter((el): el is HTMLElement => el !== null && el.isConnected);
  found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const first = found[0];
  if (first) focusTarget(first)?.focus();
}
