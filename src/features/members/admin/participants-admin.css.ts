import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, actions } from '@/ui/page.css';

export const page = pageWidth.full;
export const narrowPage = pageWidth.wide;
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export { stack } from '@/ui/page.css';
