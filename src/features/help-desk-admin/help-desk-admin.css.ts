import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
export { lead, form, section, sectionTitle, actions } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 880 });
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space.md, margin: 0 });
export const fact = style({ display: 'grid', gap: vars.space.xxs });
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
/** Beside the sidebar link, at its end (the list item is its positioning context). */
export const count = style({
  position: 'absolute',
  right: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: '#fff',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});
export { visuallyHidden as hidden } from '@/ui/visually-hidden.css';
