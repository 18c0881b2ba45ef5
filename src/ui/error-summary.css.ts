import { style } from '@vanilla-extract/css';
import { focusRing } from './focus-ring.css';
import { vars } from './theme.css';

/** GOV.UK's error summary: a box with a thick red border above the form. */
export const summary = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `4px solid ${vars.color.errorBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus-visible, &:focus': focusRing },
});
export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.errorText });
export const message = style({ margin: 0, overflowWrap: 'anywhere' });
export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
export const link = style({
  color: vars.color.errorText,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
});
