import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const tables = style({ display: 'grid', gap: vars.space.xl });

/** A table is never split across printed pages (the ceremony sheet). */
export const section = style({ display: 'grid', gap: vars.space.sm, '@media': { print: { breakInside: 'avoid' } } });

export const heading = style({ margin: 0, fontSize: '1.25rem' });

export const teamCell = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const sectionHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

/** The add buttons are for the screen, not for the printed sheet. */
export const addAction = style({ '@media': { print: { display: 'none' } } });

/** Sharing the podium is for the screen, not for the printed sheet. */
export const share = style({ '@media': { print: { display: 'none' } } });
