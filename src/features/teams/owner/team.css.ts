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

/** Read-only facts of the team: term over value. */
export const facts = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const value = style({ margin: 0, fontSize: vars.fontSize.lg });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
