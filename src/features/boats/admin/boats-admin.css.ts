import { page as pageWidth } from '@/ui/page.css';
export { lead, form, actions } from '@/ui/page.css';

export const formPage = pageWidth.narrow;
