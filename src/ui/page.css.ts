import { style, styleVariants } from '@vanilla-extract/css';
import { media } from './media';
import { vars } from './theme.css';

/** Styles the feature pages share; each feature's own .css.ts re-exports what it uses. */

/**
 * A page's column: its parts one under the other; it may shrink below its tables' width (they
 * scroll). Its one track is `minmax(0, 1fr)`, not the implicit `auto`, which grows to its widest
 * unbreakable content: a competition's full name in a select widened the jury's page past a
 * phone's screen; held to the screen, the select shrinks and cuts the name with an ellipsis.
 */
const pageColumn = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg, minWidth: 0 });
/**
 * A page by how wide it may grow: lists and records take the whole width, a form or a
 * detail keeps a readable line length.
 */
export const page = styleVariants({
  full: [pageColumn],
  /** A form of a few fields (a boat, a team, a payment's result). */
  narrow: [pageColumn, { maxWidth: 640 }],
  /** A longer form or a short overview (a club, a transfer, the home). */
  medium: [pageColumn, { maxWidth: 720 }],
  /** Cards and details (members, help, the competition for a team). */
  wide: [pageColumn, { maxWidth: 880 }],
  /** A detail with tabs or a long form (the competition for admins, the account). */
  wider: [pageColumn, { maxWidth: 960 }],
});

/** Content under the heading that keeps its own width (a back link, a retry banner). */
export const stack = style({ display: 'grid', gap: vars.space.md, justifyItems: 'start' });

/** The muted sentence under a page or section heading. */
export const lead = style({ margin: 0, color: vars.color.textMuted });

/** A form's fields, one under the other. */
export const form = style({ display: 'grid', gap: vars.space.lg });

/** Fields stacked on phones, two per row from tablets up. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space.xl } },
});
/** A field of a fieldGrid that takes the whole row. */
export const wide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

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
