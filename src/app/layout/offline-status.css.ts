import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

/** The bar's height while it shows, set by offline-status.tsx on the root element; unset online. */
export const BAR_HEIGHT_PROPERTY = '--offline-bar-height';
const barHeight = `var(${BAR_HEIGHT_PROPERTY}, 0px)`;

/**
 * A bar along the bottom of the viewport, over every page (public and dashboard). Empty (online)
 * it takes no room but stays in the document: a live region must exist before its text
 * changes for screen readers to announce the change.
 */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  margin: 0,
  selectors: {
    '&:not(:empty)': {
      padding: `${vars.space.sm} ${vars.space.md}`,
      background: vars.color.warningBg,
      color: vars.color.warningText,
      borderTop: `2px solid ${vars.color.warningText}`,
      textAlign: 'center',
    },
  },
});

/**
 * While the bar shows, the page ends that much lower, so its last lines (the footer, the
 * credential's QR code) scroll clear of it; an element scrolled into view (focus, a link to
 * an anchor) stops above it too.
 */
globalStyle('html', { scrollPaddingBlockEnd: barHeight });
globalStyle('body', { paddingBlockEnd: barHeight });
