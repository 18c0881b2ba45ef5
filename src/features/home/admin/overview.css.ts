import { style } from '@vanilla-extract/css';
import { media } from '@/ui/media';
import { vars } from '@/ui/theme.css';

/** The cards: stacked on a phone, two columns where there is room (Stripe's home, pretix's dashboard). */
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A figure: its number large, its name under it. */
export const figures = style({ margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))', gap: vars.space.md });
export const figure = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs, minWidth: 0 });
export const figureName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, lineHeight: 1.1 });

/** The work waiting: one link per kind, its count in front. */
export const work = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const workLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  color: vars.color.link,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, textDecoration: 'underline' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const workCount = style({ minWidth: '2.5ch', fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text, textAlign: 'end' });
export const workCountWaiting = style({ color: vars.color.warningText });

/** Money lines: method and amount on one row, the amount aligned for comparison. */
export const money = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const moneyRow = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm });
/** marginInlineStart: a wrapped amount stays at the end of the row, under the others. */
export const moneyAmount = style({ margin: 0, marginInlineStart: 'auto', fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium });
export const moneyTotal = style({ borderTop: `1px solid ${vars.color.divider}`, paddingTop: vars.space.xs, fontWeight: vars.fontWeight.bold });
export const moneyTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const link = style({
  color: vars.color.link,
  textDecoration: 'underline',
  minHeight: 24,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const competitionFacts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The registered teams by state: the count first, aligned, then the state (a link to its rows) and what it includes. */
export const states = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const stateRow = style({ display: 'grid', gridTemplateColumns: '3ch minmax(0, 1fr)', columnGap: vars.space.md, alignItems: 'baseline' });
export const stateCount = style({ margin: 0, gridColumn: 1, gridRow: 1, textAlign: 'end', fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.bold });
export const stateName = style({ gridColumn: 2, gridRow: 1, minWidth: 0 });
export const stateMeaning = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
