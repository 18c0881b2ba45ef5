import { keyframes, style } from '@vanilla-extract/css';
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

// Phones: a sheet from the bottom edge; wider screens: a centred box.
export const modal = style({
  width: '100%',
  maxHeight: '90dvh',
  overflow: 'auto',
  background: vars.color.surface,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  boxShadow: vars.shadow.raised,
  '@media': { [media.tablet]: { maxWidth: '32rem', borderRadius: vars.radius.lg } },
});

export const wide = style({ '@media': { [media.tablet]: { maxWidth: '48rem' } } });

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
