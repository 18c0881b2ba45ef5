import { style } from '@vanilla-extract/css';
import { media } from '@/ui/media';
import { vars } from '@/ui/theme.css';
export { lead, form, actions } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });
export const stack = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const details = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const detailRow = style({ display: 'grid', gap: vars.space.xxs });
export const term = style({ fontWeight: vars.fontWeight.bold });
export const definition = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
