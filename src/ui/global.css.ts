import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './media';

/**
 * The air left between a sticky header and what the browser scrolls into view under it (a
 * focused control, an in-page link's target), for the focus ring. useStickyHeaderHeight adds
 * the header's height to it in the root's scroll padding, so a focused control stops clear of
 * the header (WCAG 2.4.11) instead of under it.
 */
export const SCROLL_AIR = vars.space.sm;

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Until a sticky header measures itself (useStickyHeaderHeight), and on pages without one.
  scrollPaddingTop: SCROLL_AIR,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

// Reflow at 320 px (WCAG 1.4.10): a heading may carry a 35-character username or a team name
// with no space in it; it breaks inside the word rather than push the page sideways.
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, margin: `0 0 ${vars.space.md}`, overflowWrap: 'anywhere' });
globalStyle('h1', { fontSize: vars.fontSize.xxl });
globalStyle('h2', { fontSize: vars.fontSize.xl });
globalStyle('h3', { fontSize: vars.fontSize.lg });
globalStyle('p', { margin: `0 0 ${vars.space.md}` });

globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em' });

// Headings focused by the router (tabIndex -1) should not show a ring: focus there is for
// screen readers, not for keyboard users.
globalStyle('[tabindex="-1"]:focus', { outline: 'none' });

// A single focus style for native elements; react-aria components style [data-focus-visible].
globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
});

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
