import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form } from '@/ui/page.css';

export const page = pageWidth.narrow;
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const textLink = style({
  color: vars.color.link,
  minHeight: vars.size.targetMin,
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'underline',
  justifySelf: 'start',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
