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

/** A field's wrapper: registered through the form hook's `ref`, else found by `name` in the form. */
const fieldElement = (path: string, registered: Map<string, HTMLElement>, form?: HTMLFormElement): HTMLElement | null => {
  const element = registered.get(path) ?? form?.querySelector<HTMLElement>(`[name="${CSS.escape(path)}"]`) ?? null;
  return element?.isConnected ? element : null;
};

/** The named fields in the order they appear on the page; those not found keep their order, last. */
export function inDocumentOrder(paths: string[], registered: Map<string, HTMLElement>, form?: HTMLFormElement): string[] {
  const placed = paths.map((path) => ({ path, element: fieldElement(path, registered, form) }));
  const found = placed.filter((p) => p.element !== null);
  found.sort((a, b) => (a.element!.compareDocumentPosition(b.element!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return [...found, ...placed.filter((p) => p.element === null)].map((p) => p.path);
}

/**
 * Moves focus to a field and scrolls its wrapper (label included) into view. The root's
 * scroll padding (src/ui/sticky-header.ts) keeps it clear of the sticky top bar; focusing
 * without scrolling first stops the browser from scrolling the input alone, label hidden.
 */
export function focusField(path: string, registered: Map<string, HTMLElement>, form?: HTMLFormElement) {
  const element = fieldElement(path, registered, form);
  if (!element) return;
  focusTarget(element)?.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'start' });
}

/**
 * A field's name as its label says it (`data-field-label`, set by the field's label): the
 * error summary names each failing field with it, so the label stays the only place a field
 * is named. A field of a repeated row ('prices.1.price') adds its row's legend, since every
 * row repeats the same labels: 'Precio 2 — Monto' (decision 0059). Undefined for a field whose
 * label is not plain text.
 */
export function fieldLabel(path: string, registered: Map<string, HTMLElement>, form?: HTMLFormElement): string | undefined {
  const element = fieldElement(path, registered, form);
  const label = element?.querySelector<HTMLElement>('[data-field-label]')?.dataset.fieldLabel;
  if (!label) return undefined;
  const row = /\.\d+\./.test(path) ? element!.closest('fieldset')?.querySelector('legend')?.textContent : undefined;
  return row ? `${row} — ${label}` : label;
}
