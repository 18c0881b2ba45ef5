import { style } from '@vanilla-extract/css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, actionsAtEnd as actions, fieldGrid, wide } from '@/ui/page.css';

export const page = pageWidth.medium;

export { stack } from '@/ui/page.css';
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
