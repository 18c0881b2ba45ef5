import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './media';
export { dismissButton as closeButton, messageIcon as typeIcon } from './message.css';

export const region = style({
  // The region itself takes no space; each position stack is fixed to its corner.
  position: 'static',
});

export const stack = style({
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: `calc(100% - 2 * ${vars.space.lg})`,
  maxWidth: '26rem',
  pointerEvents: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

const edge = vars.space.lg;
export const stackPosition = styleVariants({
  'top-left': { top: edge, left: edge },
  'top-center': { top: edge, left: '50%', transform: 'translateX(-50%)' },
  'top-right': { top: edge, right: edge },
  'bottom-left': { bottom: edge, left: edge, flexDirection: 'column-reverse' },
  'bottom-center': { bottom: edge, left: '50%', transform: 'translateX(-50%)', flexDirection: 'column-reverse' },
  'bottom-right': { bottom: edge, right: edge, flexDirection: 'column-reverse' },
});

export const item = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  // Forced colours drop the background and the shadow: the transparent border is what the
  // browser then draws around the toast (in the system's text colour), not only its left bar.
  border: '1px solid transparent',
  borderInlineStart: '6px solid currentColor',
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.md,
  '@media': { [media.tablet]: { padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}` } },
});

export const itemType = styleVariants({
  success: { background: vars.color.successBg, color: vars.color.successText },
  error: { background: vars.color.errorBg, color: vars.color.errorText },
  warning: { background: vars.color.warningBg, color: vars.color.warningText },
  info: { background: vars.color.infoBg, color: vars.color.infoText },
});

export const message = style({ flex: 1, alignSelf: 'center', paddingBlock: vars.space.xs, overflowWrap: 'anywhere' });

export const closeIcon = style({ width: vars.size.icon, height: vars.size.icon });
