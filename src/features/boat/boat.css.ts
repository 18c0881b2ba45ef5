import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 640 });
export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'grid', gap: vars.space.lg });
export const checkboxes = style({ display: 'grid', gap: vars.space.sm });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Read-only facts of the boat: term over value, two columns where there is room. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});
export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const value = style({ margin: 0, fontSize: vars.fontSize.lg });
