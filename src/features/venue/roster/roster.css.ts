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
  display: 'none',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '9pt',
  '@media': { print: { display: 'table' } },
});
globalStyle(`${printTable} th, ${printTable} td`, { border: '1px solid black', padding: '2pt 4pt', textAlign: 'start', verticalAlign: 'top' });
globalStyle(`${printTable} caption`, { textAlign: 'start', fontWeight: 700, paddingBlockEnd: '4pt' });
globalStyle(`${printTable} tr`, { breakInside: 'avoid' });
