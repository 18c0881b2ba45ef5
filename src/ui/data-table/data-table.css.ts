import { globalStyle, style } from '@vanilla-extract/css';
import { buttonVariant } from '../button.css';
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
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: `-${vars.focusRing.width}` },
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-allows-sorting]:hover': { background: vars.color.secondary },
  },
});

export const columnContent = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.targetMin });

export const sortIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 });

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.divider}` },
    // A row that opens its detail is clicked anywhere (list-table.tsx).
    '&[data-opens]': { cursor: 'pointer' },
    '&[data-opens]:hover': { background: vars.color.surfaceMuted },
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
  // The row header is a th: it reads like the other cells.
  textAlign: 'start',
  fontWeight: 'inherit',
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

/** On a wide screen the row's buttons stay on one line, 8 px apart (targets with spacing, issue 21). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  '@media': { [media.tablet]: { flexWrap: 'nowrap' } },
});

/**
 * A destructive row action (declared last: 'Eliminar', 'Quitar') is set apart from the others
 * as everywhere (src/ui/set-apart.css.ts, 'One voice', issue 21); here by the button's variant,
 * since a row action names its variant, not its class.
 */
globalStyle(`${actions} > ${buttonVariant.danger}`, { marginInlineStart: vars.space.xl });

/** Printed, a table is its data: the row actions (edit, delete) are left out. */
export const actionsColumn = style({ width: '1%', '@media': { print: { display: 'none' } } });

/** The thead: on a phone the cards name each value themselves, so the header row is only for screen readers. */
export const header = style({
  '@media': {
    [media.phone]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' },
  },
});

/** Numbers, dates, identifiers, Sí / No: one line, as narrow as their content, so names get the width. */
export const compact = style({ whiteSpace: 'nowrap', width: '1%' });

/** The row's name: on a wide screen room for a name on one or two lines; whole on a card (first, on its own line). */
export const nameCell = style({
  '@media': {
    [media.tablet]: { minWidth: '11rem' },
    [media.phone]: { order: -1, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md },
  },
});

/**
 * The row's link (or button) to its detail, in the row header: it reads as a link, reaches 24 px
 * and shows the focus ring: keyboard users open the row here.
 */
export const rowOpener = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.targetMin,
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  // A react-aria button reports keyboard focus as [data-focus-visible]; the link is a plain anchor.
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing },
});

export const total = style({ margin: 0, minHeight: '1.5em', fontWeight: vars.fontWeight.medium, '@media': { print: { display: 'none' } } });

export const noResults = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, color: vars.color.text });

export const pageMoves = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const pageJump = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const pageJumpText = style({ fontSize: vars.fontSize.sm, color: vars.color.text, whiteSpace: 'nowrap' });

export const pageInput = style({ width: '3.75rem', minHeight: '32px', height: '32px', paddingInline: vars.space.xs, textAlign: 'center' });

export const pageSize = style({ flexDirection: 'row', alignItems: 'center', gap: vars.space.sm, whiteSpace: 'nowrap' });

/** While printing, the interactive table steps aside for the printed list. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });

export const printOnly = style({ display: 'none', '@media': { print: { display: 'block', page: 'data-table-print' } } });

export const printContext = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '9pt' });

export const printTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '8.5pt',
  lineHeight: 1.25,
});

globalStyle(`${printTable} th, ${printTable} td`, {
  border: '0.5pt solid #777',
  padding: '2pt 4pt',
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: 'normal',
});
globalStyle(`${printTable} thead th`, { fontWeight: 'bold', background: '#eee' });
globalStyle(`${printTable} tbody th`, { fontWeight: 'bold' });
globalStyle(`${printTable} tr`, { breakInside: 'avoid' });
globalStyle(`${printTable} .${alignEnd}`, { textAlign: 'end', whiteSpace: 'nowrap' });

/*
 * On a phone a row is a card (issue 21): the name first and whole, each value under its label
 * (the cell's data-label; the generated text has an empty alternative, since the table already
 * gives screen readers the column header), the actions on the card with space between them.
 */
globalStyle(`${table}`, { '@media': { [media.phone]: { display: 'block' } } });
globalStyle(`${table} > tbody`, { '@media': { [media.phone]: { display: 'grid', gap: vars.space.sm, padding: vars.space.sm } } });
globalStyle(`${table} ${row}`, {
  '@media': {
    [media.phone]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: `1px solid ${vars.color.divider}`,
      borderRadius: vars.radius.md,
    },
  },
});
globalStyle(`${table} ${cell}`, {
  '@media': { [media.phone]: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space.sm, padding: 0, textAlign: 'start', width: 'auto', whiteSpace: 'normal' } },
});
globalStyle(`${table} ${cell}[data-label]::before`, {
  '@media': { [media.phone]: { content: 'attr(data-label) / ""', color: vars.color.textMuted } },
});
globalStyle(`${table} ${cell}.${actionsColumn}`, {
  '@media': { [media.phone]: { justifyContent: 'flex-start', paddingTop: vars.space.sm } },
});
globalStyle(`${table} ${cell}.${actionsColumn} .${actions}`, {
  '@media': { [media.phone]: { justifyContent: 'flex-start', gap: vars.space.sm } },
});
