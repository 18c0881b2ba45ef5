import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const page = style({
  minHeight: '100vh',
  padding: vars.space.lg,
  background: vars.color.background,
  color: vars.color.text,
  display: 'grid',
  // One column that never grows past the screen: a wide table scrolls inside its own region.
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space.lg,
});

/** Projector mode: dark, high contrast, type read from the back of the room (about 3 cm letters at 10 m on a 1920 px wall). */
export const screen = style({
  background: '#0b1220',
  color: '#f8fafc',
  padding: 'clamp(0.75rem, 2vw, 2.5rem)',
  fontSize: 'clamp(1rem, 1.9vw, 2.6rem)',
});

export const header = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center', justifyContent: 'space-between' });
export const title = style({ margin: 0, fontSize: '1.6em', lineHeight: vars.lineHeight.tight });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const status = style({ margin: 0, fontWeight: vars.fontWeight.medium });
export const notice = styleVariants({
  info: { margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.infoBg, color: vars.color.infoText },
  warning: { margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.warningBg, color: vars.color.warningText },
});
export const countdown = style({ fontSize: '2.4em', fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', margin: 0 });

export const tables = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xl });
/** A table wider than a phone scrolls inside its own frame (keyboard-reachable), the page does not. */
export const scroller = style({
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  selectors: { [`${screen} &`]: { background: '#111a2e' }, '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 } },
});
export const noRows = style([scroller, { overflowX: 'visible' }]);
export const noRowsCaption = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontSize: '1.25em', padding: vars.space.sm, paddingBlockEnd: 0 });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} caption`, { textAlign: 'start', fontWeight: vars.fontWeight.bold, fontSize: '1.25em', padding: vars.space.sm });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, textAlign: 'start', borderBlockEnd: `1px solid ${vars.color.divider}` });
globalStyle(`${screen} ${table} th, ${screen} ${table} td`, { borderBlockEnd: '1px solid #334155', padding: '0.35em 0.6em' });
export const number = style({ textAlign: 'end' });
globalStyle(`${table} ${number}`, { textAlign: 'end' });
export const club = style({ display: 'block', fontSize: '0.85em', color: vars.color.textMuted, selectors: { [`${screen} &`]: { color: '#cbd5e1' } } });
export const tied = style({ fontSize: '0.8em', fontWeight: vars.fontWeight.medium });
export const empty = style({ margin: 0, padding: vars.space.md });
export const footnote = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted, selectors: { [`${screen} &`]: { color: '#cbd5e1', fontSize: '0.7em' } } });
export const link = style({ color: 'inherit', textDecoration: 'underline', minHeight: 24, display: 'inline-flex', alignItems: 'center' });
