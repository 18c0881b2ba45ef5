import { useState } from 'react';

/**
 * The newest data a query has delivered, kept while it reloads. A screen that decides what
 * to show from a list (a form, or a notice instead of it) must not drop the form — and what
 * the user typed — for a spinner each time the list is fetched again.
 */
export function useLastLoaded<T>(query: { status: 'loading' | 'error' | 'success'; data: T | null }): T | null {
  const [last, setLast] = useState<T | null>(null);
  // Adjusting state during render (React's "storing information from previous renders").
  if (query.status === 'success' && query.data !== last) setLast(query.data);
  return query.status === 'success' ? query.data : last;
}
