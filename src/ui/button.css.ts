import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { focusRing } from './focus-ring.css';

/** Shared by Button and ButtonLink, so a link that looks like a button is indistinguishable. */
export const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  minWidth: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  textAlign: 'center',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.color.disabledBg,
      color: vars.color.disabledText,
      borderColor: vars.color.disabledBg,
    },
    '&[data-pending]': { cursor: 'progress' },
  },
});

export const buttonSize = styleVariants({
  md: {},
  // Secondary actions inside dense rows (tables): still over the 24px minimum target.
  sm: {
    minHeight: '32px',
    minWidth: '32px',
    padding: `${vars.space.xs} ${vars.space.md}`,
    fontSize: vars.fontSize.sm,
  },
});

export const buttonVariant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&[data-hovered]': { background: vars.color.primaryHover },
      '&[data-pressed]': { background: vars.color.primaryPressed },
    },
  },
  secondary: {
    background: vars.color.secondary,
    color: vars.color.onSecondary,
    borderColor: vars.color.border,
    selectors: {
      '&[data-hovered]': { background: vars.color.secondaryHover },
      '&[data-pressed]': { background: vars.color.secondaryHover },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: {
      '&[data-hovered]': { background: vars.color.dangerHover },
      '&[data-pressed]': { background: vars.color.dangerHover },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.link,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceMuted },
      '&[data-pressed]': { background: vars.color.secondary },
    },
  },
});

export const fullWidth = style({ width: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const buttonSpinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});
