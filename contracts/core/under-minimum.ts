/**
 * A size under the species' minimum goes back to the water (issue 35). Compared in tenths, as
 * sizes are measured. Here, below mocks/rules/tournament-scoring.ts (which re-exports it), so
 * the judge's form refuses such a piece at once by the very rule the API applies
 * (docs/decisions/0073): src may read contracts, never mocks.
 */
export const isUnderMinimum = (rule: { min_size_cm: number }, sizeCm: number) => Math.round(sizeCm * 10) < Math.round(rule.min_size_cm * 10);
