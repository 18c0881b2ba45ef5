import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The heading with the page's actions ('Nuevo equipo') beside it, below it on narrow screens. */
export const header = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });
