import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
export { lead, form, section, sectionTitle, actions, fieldGrid } from '@/ui/page.css';

/** The helmsman box and the licence it needs, set apart as one group. */
export const fieldset = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold });
