import { useParams, useSearch } from 'wouter';

/** An id from the URL as a positive safe integer, or null when missing or not one (SPEC §2 invalid id: nothing is requested). */
export function positiveId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The route's `:id` (…/edit/:id, …/view/:id). */
export const useRouteId = (): number | null => positiveId(useParams<{ id?: string }>().id);

/** An id from the query string (`?teamId=12`). */
export const useQueryId = (name: string): number | null => positiveId(new URLSearchParams(useSearch()).get(name));
