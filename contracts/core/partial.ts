export type ChangedFieldsOptions = {
  /**
   * Treat '', null and undefined as the same value. Forms show a null field as an empty
   * input, and SPEC §5 sends empty strings as null, so an untouched empty field is no change.
   */
  emptyEqualsNull?: boolean;
};

const isEmpty = (v: unknown) => v === '' || v === null || v === undefined;

/**
 * SPEC §5: 'All updates send only the changed fields'. Given what was loaded and what the
 * form holds now, keeps the keys whose value differs (deep-compared via JSON, which is
 * enough for the plain data of forms). Returns null when nothing changed, so callers can
 * show `formMessages.noChanges` instead of sending an empty update.
 */
export function changedFields<T extends Record<string, unknown>>(
  original: { [K in keyof T]?: unknown },
  edited: T,
  options: ChangedFieldsOptions = {},
): Partial<T> | null {
  const diff: Partial<T> = {};
  for (const key of Object.keys(edited) as (keyof T)[]) {
    if (options.emptyEqualsNull && isEmpty(edited[key]) && isEmpty(original[key])) continue;
    if (JSON.stringify(edited[key]) !== JSON.stringify(original[key])) diff[key] = edited[key];
  }
  return Object.keys(diff).length > 0 ? diff : null;
}
