import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { focusRing } from '../focus-ring.css';
import { media } from '../media';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Printed, a table is its rows: no search, filters, export or paging.
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end', flexWrap: 'wrap' }, print: { display: 'none' } },
});

export const search = style({ '@media': { [media.tablet]: { minWidth: '18rem' } } });

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: `-${vars.focusRing.width}` },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { background: vars.color.secondary },
  },
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.targetMin });

export const sortIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 });

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.divider}` },
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: `-${vars.focusRing.width}` },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
  },
});

/** A row set apart: tinted, with a bar at its start that stays in print and forced colours (a border, not a background). */
export const emphasizedRow = style({
  background: vars.color.infoBg,
  boxShadow: `inset 0.25rem 0 0 ${vars.color.primary}`,
  '@media': {
    print: { boxShadow: 'none', borderLeft: '0.25rem solid black' },
    '(forced-colors: active)': { borderLeft: '0.25rem solid CanvasText' },
  },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'middle',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: `-${vars.focusRing.width}` },
  },
});

export const alignEnd = style({ textAlign: 'end' });

export const empty = style({
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});
/**
 * While the rows load, the body keeps about a page of rows' height: the pagination below
 * then stays where the loaded rows will put it instead of jumping down when they arrive
 * (a layout shift Lighthouse counted on the teams list).
 */
export const loadingBody = style({ minHeight: '28rem', display: 'grid', alignContent: 'start' });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

export const pageStatus = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const focusable = style({ selectors: { '&[data-focus-visible]': focusRing } });

export const filter = style({ '@media': { [media.tablet]: { minWidth: '12rem' } } });

export const exportButton = style({ '@media': { [media.tablet]: { marginInlineStart: 'auto' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, justifyContent: 'flex-end' });

/** Printed, a table is its data: the row actions (edit, delete) are left out. */
export const actionsColumn = style({ '@media': { print: { display: 'none' } } });
