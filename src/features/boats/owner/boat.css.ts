import { page as pageWidth } from '@/ui/page.css';
export { lead, form, section, sectionTitle, actions } from '@/ui/page.css';

export const page = pageWidth.narrow;

