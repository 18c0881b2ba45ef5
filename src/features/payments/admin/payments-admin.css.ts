import { style } from '@vanilla-extract/css';
import { media } from '@/ui/media';
import { vars } from '@/ui/theme.css';
export { lead, form, actions } from '@/ui/page.css';
export { page, stack, cards } from '@/ui/record-page.css';

/**
 * What the admin matches against the bank statement: two columns of facts on a laptop, one
 * under the other on a phone; values large enough to read next to the statement.
 */
export const match = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } },
});
export const matchItem = style({
  display: 'grid',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const matchTerm = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const matchValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
