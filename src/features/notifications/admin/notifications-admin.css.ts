import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, section, sectionTitle, actions } from '@/ui/page.css';

export const page = pageWidth.full;
export const pendingCell = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const pendingNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const stateText = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const bulk = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'minmax(0, 1fr)' });
export const bulkRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const summaryList = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-disabled]': { cursor: 'default', opacity: 0.6 } },
});
export const switchTrack = style({
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: '999px',
  background: vars.color.textMuted,
  position: 'relative',
  flexShrink: 0,
  transition: 'background 150ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.successSolid },
    [`${switchRoot}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const switchThumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: '50%',
  background: vars.color.onPrimary,
  transition: 'transform 150ms',
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1.25rem)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The reminder by WhatsApp, under the confirmation's question. */
export const whatsApp = style({ marginTop: vars.space.md, selectors: { '&:empty': { display: 'none' } } });
