import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';

export { actions, form } from '@/ui/page.css';

export const page = pageWidth.full;

/** Screen-only parts (back link, errors of the lookups): the printed sheet is the header and the tables. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

/** The results computed from the catches (issue 35): three plain tables in the dialog, then the actions. */
export const computed = style({ display: 'grid', gap: vars.space.lg });
export const computedTable = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${computedTable} caption`, { textAlign: 'start', fontWeight: vars.fontWeight.bold, paddingBlockEnd: vars.space.xs });
globalStyle(`${computedTable} th, ${computedTable} td`, { textAlign: 'start', padding: vars.space.xs, borderBlockEnd: `1px solid ${vars.color.divider}`, verticalAlign: 'middle' });
export const problem = style({ color: vars.color.errorText, margin: 0 });
export const computedActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
