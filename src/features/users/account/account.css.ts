import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
export { lead, fieldGrid, wide } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 960, minWidth: 0 });
export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
