import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const tabs = style({ display: 'grid', gap: vars.space.lg });

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  // Printed, a page is its chosen panel: the tabs are a way to move around the screen.
  '@media': { print: { display: 'none' } },
});

export const tab = style({
  minHeight: vars.size.targetMin,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  display: 'inline-flex',
  alignItems: 'center',
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const panel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 4 } },
});
