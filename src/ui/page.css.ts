import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Styles the feature pages share; each feature's own .css.ts re-exports what it uses. */

/** The muted sentence under a page or section heading. */
export const lead = style({ margin: 0, color: vars.color.textMuted });

/** A form's fields, one under the other. */
export const form = style({ display: 'grid', gap: vars.space.lg });

/** A card that holds one part of a page (a form, the facts of a record). */
export const section = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

/** A row of buttons that wraps on narrow screens. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
/** The same row, pushed to the end (a form's submit). */
export const actionsAtEnd = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });
