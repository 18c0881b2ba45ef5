import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
export { lead, form } from '@/ui/page.css';

/** Frame of the public screens: a centred card on the page background. */
export const page = style({
  // Leaves room for the footer (and its demo-data reset) on the first screen.
  minHeight: 'calc(100vh - 4rem)',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  background: vars.color.background,
});

export const card = style({
  width: '100%',
  maxWidth: 440,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: '0 1px 3px rgba(15, 23, 42, 0.12)',
});

export const links = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

export const textLink = style({
  color: vars.color.link,
  minHeight: 24,
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
