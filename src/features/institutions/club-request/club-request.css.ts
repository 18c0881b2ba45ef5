import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
export { lead, form, actionsAtEnd as actions, fieldGrid, wide } from '@/ui/page.css';

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: 720, minWidth: 0 });

export const stack = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
