import { createVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} 150ms` } },
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space.lg } },
});

/** The dialog's inner padding: the sticky actions reach over it to the box's bottom edge. */
const padding = createVar();

// Phones: a sheet from the bottom edge; wider screens: a centred box. The box never grows past
// the screen: its content scrolls inside it (the dialog below), so the actions stay reachable.
export const modal = style({
  width: '100%',
  maxHeight: '90dvh',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.raised,
  '@media': { [media.tablet]: { maxWidth: '32rem', borderRadius: vars.radius.lg } },
});

export const wide = style({ '@media': { [media.tablet]: { maxWidth: '48rem' } } });

export const dialog = style({
  vars: { [padding]: vars.space.lg },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minHeight: 0,
  overflowY: 'auto',
  padding,
  outline: 'none',
  '@media': { [media.tablet]: { vars: { [padding]: vars.space.xl } } },
});

/**
 * A dialog's actions (its footer, a dialog form's submit and cancel): they stick to the
 * bottom of the box while the content scrolls under them (issue 21: the cash dialog's submit
 * was below an 800 px screen), and sit in their place once the content ends.
 */
export const stickyActions = style({
  position: 'sticky',
  bottom: `calc(-1 * ${padding})`,
  zIndex: 1,
  marginBottom: `calc(-1 * ${padding})`,
  paddingBlock: vars.space.md,
  paddingBottom: padding,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.divider}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const footer = style([stickyActions, {
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
}]);
