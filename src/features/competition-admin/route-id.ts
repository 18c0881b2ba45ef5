/** A route's `:id` as a positive integer, or null when missing or not a number (SPEC §2 invalid id). */
export function parseRouteId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
