import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { focusRing } from '@/ui/focus-ring.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, section, sectionTitle, actions, fieldGrid } from '@/ui/page.css';

export const page = pageWidth.wide;
export const headerLine = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const priceList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const priceCard = style([
  focusRing,
  {
    display: 'grid',
    gap: vars.space.xs,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    cursor: 'default',
    selectors: {
      '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `0 0 0 2px ${vars.color.primary}` },
      '&[data-disabled]': { opacity: 0.7 },
    },
  },
]);
export const radioGroup = style({ display: 'grid', gap: vars.space.sm });
export const groupLabel = style({ fontWeight: 600 });
export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: 600 });
export const small = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
