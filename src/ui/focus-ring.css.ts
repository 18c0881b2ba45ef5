import { type StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The focus ring for react-aria components, which report keyboard focus as [data-focus-visible]. */
export const focusRing: StyleRule = {
  outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focusRing.offset,
};
