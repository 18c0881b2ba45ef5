import { page as pageWidth } from '@/ui/page.css';
export { lead, actions } from '@/ui/page.css';

export const narrowPage = pageWidth.wide;
export { stack } from '@/ui/page.css';
