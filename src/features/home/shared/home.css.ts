import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead } from '@/ui/page.css';

export const page = pageWidth.medium;
/** The organisers' overview: cards side by side on a laptop. */
export const adminPage = pageWidth.wider;
export { stack } from '@/ui/page.css';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
});
export const complete = style({ background: vars.color.successBg, color: vars.color.successText });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const teamNumber = style({ fontSize: vars.fontSize.xl });

export const steps = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md, width: '100%' });

const stepBase = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });
export const step = styleVariants({ done: [stepBase], warning: [stepBase], pending: [stepBase] });

const badgeBase = style({
  flex: '0 0 auto',
  width: 32,
  height: 32,
  borderRadius: vars.radius.pill,
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
});
export const stepBadge = styleVariants({
  done: [badgeBase, { background: vars.color.successSolid, color: '#fff' }],
  warning: [badgeBase, { background: vars.color.warningBg, color: vars.color.warningText, border: `2px solid ${vars.color.warningText}` }],
  pending: [badgeBase, { background: vars.color.neutralBg, color: vars.color.neutralText }],
});

export const stepBody = style({ display: 'grid', gap: vars.space.xxs });
export const stepLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  minHeight: 24,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const stepState = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const stepDetail = style({ fontSize: vars.fontSize.sm, color: vars.color.warningText, fontWeight: 600 });

/** 'Qué sigue' under a team's facts. */
export const next = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.divider}`,
});
export const nextTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
