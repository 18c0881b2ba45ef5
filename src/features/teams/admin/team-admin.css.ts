import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, actions, fieldGrid, section, sectionTitle, actionsAtEnd } from '@/ui/page.css';
export { page, stack, cards } from '@/ui/record-page.css';

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xxs });
/** The create and edit forms keep a readable width. */
export const narrowPage = pageWidth.narrow;
