import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { actions } from '@/ui/page.css';

export const page = pageWidth.narrow;
export const countdown = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });
