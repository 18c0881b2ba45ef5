import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'end',
  marginBlockEnd: vars.space.md,
});
export const statusCell = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
export const refusal = style({ color: vars.color.errorText, fontSize: vars.fontSize.sm, maxInlineSize: '28ch', margin: 0 });
export const history = style({ display: 'grid', gap: vars.space.sm, paddingInlineStart: vars.space.lg, margin: 0 });
export const photo = style({ maxInlineSize: '100%', blockSize: 'auto', borderRadius: vars.radius.md });
