/**
 * SPEC §5: 'All updates send only the changed fields'. Given what was loaded and what the
 * form holds now, keeps the keys whose value differs (deep-compared via JSON, which is
 * enough for the plain data of forms). Returns null when nothing changed, so callers can
 * show 'No se han realizado cambios' instead of sending an empty update.
 */
export function changedFields<T extends Record<string, unknown>>(
  original: Partial<T>,
  edited: T,
): Partial<T> | null {
  const diff: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    if (JSON.stringify(edited[key]) !== JSON.stringify(original[key])) diff[key] = edited[key];
  }
  return Object.keys(diff).length > 0 ? diff : null;
}
