import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
export { lead, form, actions } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const formPage = style({ display: 'grid', gap: vars.space.lg, maxWidth: 640 });
