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
  // On paper a button or a link dressed as one does nothing ('Volver a pagos', 'Compartir'): the sheet keeps the content.
  '@media': { print: { display: 'none' } },
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

/** A variant's colours at rest, under the pointer and while pressed (react-aria's data attributes). */
const colours = (background: string, color: string, hovered: string, pressed: string, borderColor?: string) => ({
  background,
  color,
  ...(borderColor ? { borderColor } : {}),
  selectors: {
    '&[data-hovered]': { background: hovered },
    '&[data-pressed]': { background: pressed },
  },
});

export const buttonVariant = styleVariants({
  primary: colours(vars.color.primary, vars.color.onPrimary, vars.color.primaryHover, vars.color.primaryPressed),
  secondary: colours(vars.color.secondary, vars.color.onSecondary, vars.color.secondaryHover, vars.color.secondaryHover, vars.color.border),
  danger: colours(vars.color.danger, vars.color.onDanger, vars.color.dangerHover, vars.color.dangerHover),
  ghost: colours('transparent', vars.color.link, vars.color.surfaceMuted, vars.color.secondary),
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
