import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, section, sectionTitle, actions } from '@/ui/page.css';

export const page = pageWidth.wide;
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const cardHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const warning = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningBg,
  color: vars.color.warningText,
});


/** A new member's WhatsApp message: the password option above its link. */
export const share = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
