import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { actions, fieldGrid, form, lead, section, sectionTitle, wide } from '@/ui/page.css';

export const page = pageWidth.wider;

export const description = style({ margin: 0, whiteSpace: 'pre-line' });

/** One row of the competition form's price list. */
export const priceRow = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  margin: 0,
});
export const priceLegend = style({ fontWeight: vars.fontWeight.medium, padding: `0 ${vars.space.xs}` });
export const listError = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.medium });

export const priceItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.divider}`,
});
export const priceList = style({ listStyle: 'none', margin: 0, padding: 0 });
