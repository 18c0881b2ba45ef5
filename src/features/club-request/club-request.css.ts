import { style } from '@vanilla-extract/css';
import { media } from '@/ui/media';
import { vars } from '@/ui/theme.css';
export { lead, form, actionsAtEnd as actions } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 720, minWidth: 0 });

/** Name across the row; president and phone side by side from tablets up. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } },
});
export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const stack = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
