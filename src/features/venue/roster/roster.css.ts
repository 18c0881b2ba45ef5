import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';

export const page = pageWidth.full;

/** The screen's table is replaced on paper by the whole list. */
export const onScreen = style({ '@media': { print: { display: 'none' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const printTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '9pt',
});
globalStyle(`${printTable} th, ${printTable} td`, { border: '1px solid black', padding: '2pt 4pt', textAlign: 'start', verticalAlign: 'top' });
globalStyle(`${printTable} caption`, { textAlign: 'start', fontWeight: 700, paddingBlockEnd: '4pt' });
globalStyle(`${printTable} tr`, { breakInside: 'avoid' });

/** The printed control sheet (issue 31): shown only on paper. */
export const printSheet = style({ display: 'none', '@media': { print: { display: 'block' } } });
export const printContext = style({ margin: '2pt 0 6pt', fontSize: '9pt' });
/** A box to tick: narrow, tall enough for a mark. */
export const tick = style({ width: '3.2em' });
export const signature = style({ width: '9em' });
globalStyle(`${printTable} td`, { height: '2.2em' });

/** The crew on screen: one member a line, unwrapped (issue 31). */
export const crew = style({ listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.sm });
export const captain = style({ display: 'flex', flexDirection: 'column' });
export const helmsman = style({ textDecoration: 'none', fontWeight: vars.fontWeight.bold });
