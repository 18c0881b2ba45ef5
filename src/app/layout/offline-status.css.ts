import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

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
