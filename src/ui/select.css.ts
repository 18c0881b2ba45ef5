import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { focusRing } from './focus-ring.css';
import { controlBase } from './field.css';
import { popoverSurface } from './popover.css';

export const trigger = style({
  ...controlBase,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { background: vars.color.disabledBg, color: vars.color.disabledText, cursor: 'not-allowed' },
    '[data-invalid] > &': { borderColor: vars.color.errorBorder, borderWidth: '2px' },
  },
});

export const value = style({
  flex: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const popover = style([popoverSurface, { minWidth: 'var(--trigger-width)', maxHeight: '18rem', overflow: 'auto' }]);

export const listBox = style({ padding: vars.space.xs, outline: 'none' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.infoBg, color: vars.color.infoText },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});
