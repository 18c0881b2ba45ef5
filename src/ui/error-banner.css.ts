import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { focusRing } from './focus-ring.css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.errorBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.errorBg,
  color: vars.color.errorText,
});

export const text = style({ margin: 0, flex: 1, alignSelf: 'center', paddingBlock: vars.space.xs, overflowWrap: 'anywhere' });

export const bannerIcon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0, marginTop: '0.6rem' });

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: 'rgba(0, 0, 0, 0.08)' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});
