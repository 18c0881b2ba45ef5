import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const scanner = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The camera's image, as wide as the column and never taller than most of a phone's screen. */
export const video = style({
  width: '100%',
  maxHeight: '60vh',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.text,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const problem = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: `4px solid ${vars.color.errorBorder}`,
  background: vars.color.errorBg,
  color: vars.color.errorText,
});
