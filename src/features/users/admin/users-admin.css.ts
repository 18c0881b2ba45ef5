import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, section, sectionTitle, actions } from '@/ui/page.css';

export const page = pageWidth.full;
export const narrowPage = pageWidth.narrow;

export const value = style({ margin: 0 });

/** The activity timeline: one entry per account change, newest first. */
export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const entry = style({
  display: 'grid',
  gap: vars.space.xxs,
  paddingLeft: vars.space.md,
  borderLeft: `3px solid ${vars.color.border}`,
});
export const entryTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });
export const entryMeta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
