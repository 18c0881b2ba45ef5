/**
 * Breakpoints (mobile first: base styles are for phones, these widen the layout).
 * Media queries cannot read CSS variables, so they live here as plain strings.
 */
export const media = {
  tablet: 'screen and (min-width: 40em)',
  /** Below tablet: where a list's rows become cards. */
  phone: 'screen and (max-width: 39.99em)',
  desktop: 'screen and (min-width: 64em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
