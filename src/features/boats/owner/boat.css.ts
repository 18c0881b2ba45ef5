import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, section, sectionTitle, actions } from '@/ui/page.css';

export const page = pageWidth.narrow;

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
