import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The heading with the page's actions ('Nuevo equipo') beside it, below it on narrow screens. */
export const header = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });

export const actions = style({ '@media': { print: { display: 'none' } } });

/** Only on paper, under the title. */
export const printCaption = style({ display: 'none', margin: 0, '@media': { print: { display: 'block' } } });
