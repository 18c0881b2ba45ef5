import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

const focus = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 };

export const bellButton = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focus,
  },
});
export const bellIcon = style({ width: 24, height: 24 });
export const badge = style({
  position: 'absolute',
  top: 2,
  right: 2,
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  display: 'grid',
  placeItems: 'center',
});

export const popover = style({
  width: 'min(380px, calc(100vw - 16px))',
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  boxShadow: '0 10px 30px rgba(15, 23, 42, 0.2)',
});
export const dialog = style({ outline: 'none', padding: vars.space.md, display: 'grid', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const empty = style({ margin: 0, color: vars.color.textMuted, padding: `${vars.space.md} 0` });
/** SPEC §2: the list scrolls at a maximum height. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, maxHeight: 420, overflowY: 'auto' });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
});
export const itemUnread = style([item, { background: vars.color.infoBg }]);
export const itemHeader = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, alignItems: 'baseline' });
export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, display: 'flex', gap: vars.space.xs, alignItems: 'center' });
export const unreadDot = style({ width: 8, height: 8, borderRadius: vars.radius.pill, background: vars.color.primary, flex: '0 0 auto' });
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
/** SPEC §2: description clamped to 4 lines. */
export const description = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 4,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const actions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'flex-end', alignItems: 'center' });
export const more = style({ color: vars.color.link, textDecoration: 'underline', minHeight: 24, display: 'inline-flex', alignItems: 'center', outline: 'none', selectors: { '&[data-focus-visible]': focus } });
/** 'Marcar como leída': a quiet button; 'Eliminar' is the shared danger button, at the row's far end. */
export const secondaryButton = style({
  minHeight: 32,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focus, '&[data-hovered]': { background: vars.color.surfaceMuted } },
});
