import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const list = style({ margin: 0, display: 'grid' });

/** `columns`: short facts side by side where there is room; `rows`: one under the other, for long values. */
export const facts = styleVariants({
  columns: [list, { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space.md }],
  rows: [list, { gap: vars.space.sm }],
});
// alignContent: a fact beside a taller one keeps its value under its term, not halfway down the row.
export const fact = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0, alignContent: 'start' });
export const term = styleVariants({
  columns: { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium },
  rows: { fontWeight: vars.fontWeight.bold },
});
/** Text from users wraps anywhere and keeps its line breaks. */
export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
