import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, fieldGrid, wide } from '@/ui/page.css';

export const page = pageWidth.wider;
export const form = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
