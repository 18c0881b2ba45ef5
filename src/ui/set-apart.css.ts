import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * A destructive action in a row of other actions or links ('One voice', issue 21): last in the
 * row and 24 px further from the others than they are from each other, so it never sits
 * between 'Volver' and 'Editar' and a thumb aiming at 'Editar' does not reach it. A fixed gap
 * rather than the row's far end: several rows are only as wide as their buttons.
 * Its own file: the sign-in page loads the button's styles and has no destructive action.
 */
export const setApart = style({ marginInlineStart: vars.space.xl });
