import { style } from '@vanilla-extract/css';
import { page as pageWidth } from '@/ui/page.css';

export { actions, form } from '@/ui/page.css';

export const page = pageWidth.full;

/** Screen-only parts (back link, errors of the lookups): the printed sheet is the header and the tables. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });
