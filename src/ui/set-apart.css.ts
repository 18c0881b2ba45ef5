import { style } from '@vanilla-extract/css';
import { media } from './media';
import { vars } from './theme.css';

/**
 * A destructive action in a row of other actions or links ('One voice', issue 21): last in the
 * row, so it never sits between 'Volver' and 'Editar'. On a wide screen 24 px further from the
 * others than they are from each other (a fixed gap: several rows are only as wide as their
 * buttons); on a phone, where rows wrap, the far end of its line, so a wrapped button is not
 * indented. Its own file: the sign-in page loads the button's styles and has no destructive action.
 */
export const setApart = style({
  marginInlineStart: 'auto',
  '@media': { [media.tablet]: { marginInlineStart: vars.space.xl } },
});
