/** SPEC §5: validation runs this long after typing stops (and at once on blur). */
export const VALIDATION_DEBOUNCE_MS = 500;
