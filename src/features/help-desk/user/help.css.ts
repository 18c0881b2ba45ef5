import { style } from '@vanilla-extract/css';
import { media } from '@/ui/media';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { lead, form, actionsAtEnd as actions } from '@/ui/page.css';

export const page = pageWidth.wide;
export { stack } from '@/ui/page.css';

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg, outline: 'none' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

/** A request: title and date on the left, status on the right; stacked on narrow screens. */
export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: vars.space.lg },
  },
});
export const itemText = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const itemLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  minHeight: vars.size.targetMin,
  display: 'inline-flex',
  alignItems: 'center',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const meta = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const definition = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const detailHeader = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between' });
