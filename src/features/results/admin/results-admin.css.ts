import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export { actions, form } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg });


/** Screen-only parts (back link, errors of the lookups): the printed sheet is the header and the tables. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });
