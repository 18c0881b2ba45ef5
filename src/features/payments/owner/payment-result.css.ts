import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
export { actions } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 640 });
export const countdown = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });
