/**
 * Breakpoints (mobile first: base styles are for phones, these widen the layout).
 * Media queries cannot read CSS variables, so they live here as plain strings.
 */
export const media = {
  tablet: 'screen and (min-width: 40em)',
  /** Below tablet: where a list's rows become cards. */
  phone: 'screen and (max-width: 39.99em)',
  desktop: 'screen and (min-width: 64em)',
  /**
   * Where the dashboard keeps its sidebar open. Below it (a 1024 px laptop, or a 1280 px one zoomed
   * to 125 %) the menu is behind its button, so the admin lists get the whole width and fit
   * without sideways scrolling (issue 21).
   */
  sidebar: 'screen and (min-width: 75em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
