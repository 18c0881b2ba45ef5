import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, fieldGrid, wide, section, sectionTitle, actions } from '@/ui/page.css';

export const formPage = pageWidth.medium;

/** One address of the club: its four fields and its remove button, framed. */
export const address = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const legend = style({ fontWeight: vars.fontWeight.medium, padding: `0 ${vars.space.xs}` });
export const listError = style({ margin: 0, color: vars.color.danger });
