import { style } from '@vanilla-extract/css';
import { media } from './media';
import { page as pageWidth } from './page.css';
import { vars } from './theme.css';

/**
 * The layout of an admin record page (a payment, a team): cards side by side from tablets
 * up, each a list of facts (term over value). The payments and team admin screens share it.
 */

/** The page: full width, and it may shrink below its tables' width (they scroll). */
export const page = pageWidth.full;
export { stack } from './page.css';
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

