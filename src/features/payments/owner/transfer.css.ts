import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, section, sectionTitle, actions, fieldGrid } from '@/ui/page.css';

export const page = pageWidth.medium;
export const details = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const detail = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const term = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const value = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
export const reference = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
/** Under the amount: until when it holds and what it becomes after (issue 31). */
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
