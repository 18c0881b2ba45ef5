import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
export { lead, form, section, sectionTitle, actions, fieldGrid } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 720 });
export const details = style({ display: 'grid', gap: vars.space.md, margin: 0 });
export const detail = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  alignItems: 'center',
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const term = style({ gridColumn: '1 / -1', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const value = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const reference = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
