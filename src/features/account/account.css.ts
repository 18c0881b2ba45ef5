import { style } from '@vanilla-extract/css';
import { media } from '@/ui/media';
import { vars } from '@/ui/theme.css';
export { lead } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960, minWidth: 0 });
export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Fields stacked on phones, two per row from tablets up. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } },
});

/** A field that takes the whole row (the street address). */
export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
