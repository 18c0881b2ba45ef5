export { lead, form, actions } from '@/ui/page.css';
export { page, stack, cards, details, detailRow, term, definition } from '@/ui/record-page.css';
