import { style } from '@vanilla-extract/css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, section, sectionTitle, actions } from '@/ui/page.css';

export const page = pageWidth.wide;
export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
