import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The raised surface every floating panel sits on (the select's list, the date picker's calendar). */
export const popoverSurface = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.popover,
});
