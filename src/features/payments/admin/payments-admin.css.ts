export { lead, form, actions } from '@/ui/page.css';
export { page, stack, cards } from '@/ui/record-page.css';
