import { style } from '@vanilla-extract/css';

export const competition = style({ margin: 0, fontSize: '1.05rem' });
