import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
export { lead, actions } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg });
export const narrowPage = style({ display: 'grid', gap: vars.space.lg, maxWidth: 880 });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const stack = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
