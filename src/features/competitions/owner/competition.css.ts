import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { focusRing } from '@/ui/focus-ring.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, section, sectionTitle, actions, fieldGrid } from '@/ui/page.css';

export const page = pageWidth.wide;
export const headerLine = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const priceList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
/** A price that can be chosen: the whole card is the radio's label (react-aria keeps the input hidden). */
export const priceCard = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}`, background: vars.color.infoBg },
    '&[data-focus-visible]': focusRing,
  },
});
/** The radio's circle, filled when its card is chosen. */
export const radioMark = style({
  width: '1.25rem',
  height: '1.25rem',
  marginTop: vars.space.xxs,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  selectors: {
    [`${priceCard}[data-selected] &`]: { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 4px ${vars.color.surface}`, background: vars.color.primary },
  },
});
export const priceText = style({ display: 'grid', gap: vars.space.xs });
/** A price read, not chosen. */
export const priceItem = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const radioGroup = style({ display: 'grid', gap: vars.space.sm });
export const groupLabel = style({ fontWeight: 600 });
export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: 600 });
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
