import { useEffect, useState } from 'react';

/** SPEC §2/§9: the table search waits 500 ms after typing stops. */
export const TABLE_SEARCH_DEBOUNCE_MS = 500;

/** Marked when a debounced search is applied; `npm run bench` measures from it to the painted page. */
export const SEARCH_APPLIED_MARK = 'data-table:search-applied';

/**
 * The search field's text: follows the typing at once, and hands it to `apply` 500 ms after
 * typing stops. When the applied search changes from outside (Back, a shared link), the field
 * shows it.
 */
export function useSearchDraft(applied: string, apply: (search: string) => void): [string, (text: string) => void] {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  useEffect(() => {
    if (draft === applied) return;
    const timer = setTimeout(() => {
      performance.mark(SEARCH_APPLIED_MARK);
      apply(draft);
    }, TABLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, applied, apply]);
  return [draft, setDraft];
}
