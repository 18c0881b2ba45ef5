import { style } from '@vanilla-extract/css';
import { media } from '@/ui/media';
import { vars } from '@/ui/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 720, minWidth: 0 });
export const lead = style({ margin: 0, color: vars.color.textMuted });
export const form = style({ display: 'grid', gap: vars.space.lg });

/** Name across the row; president and phone side by side from tablets up. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } },
});
export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
export const stack = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
