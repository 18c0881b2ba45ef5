import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

import { media } from '@/ui/media';

/** From here the sidebar stays open beside the content; below, it opens from the menu button. */
const wideScreen = media.sidebar;
/** Printed, a screen is its content alone (the results' ceremony sheet): no bars, menu or footer. */
const hiddenInPrint = { print: { display: 'none' } } as const;

export const shell = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  '@media': { [wideScreen]: { gridTemplateColumns: '260px 1fr', gridTemplateRows: 'auto 1fr auto' }, print: { display: 'block', minHeight: 0 } },
});

export const topBar = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  minWidth: 0,
  borderBottom: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
  zIndex: 10,
  '@media': hiddenInPrint,
});

/**
 * The product's name is never cut (an ellipsis hides it at 390 px): on phones it is a
 * size smaller and may take two lines; only a screen narrower than any phone breaks a word.
 */
export const brand = style({
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  marginRight: 'auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.lg, whiteSpace: 'nowrap' } },
});

/** Who is signed in: hidden on phones, where the top bar has no room for it. */
export const userName = style({
  display: 'none',
  textAlign: 'right',
  lineHeight: 1.2,
  '@media': { [media.tablet]: { display: 'grid' } },
});
export const userRole = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/**
 * The menu button is a Button, whose own class sets `display`. Both are one class, so the
 * order the stylesheets happen to load in would decide; scoping the rule to the top bar
 * (two classes) makes it win whatever the order.
 */
export const menuButton = style({
  '@media': { [wideScreen]: { selectors: { [`${topBar} &`]: { display: 'none' } } } },
});

/** WCAG 2.4.1: off screen until it has focus, then over the top bar's left corner. */
export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 20,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.link,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

export const sidebar = style({
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  display: 'none',
  '@media': { [wideScreen]: { display: 'block' }, ...hiddenInPrint },
});

export const sidebarOpen = style({
  display: 'block',
  gridColumn: '1 / -1',
  '@media': hiddenInPrint,
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[aria-current="page"]': { background: vars.color.infoBg, color: vars.color.primary, fontWeight: 600 },
  },
});

export const main = style({
  // At least a screen tall, so the footer starts below the first screen: a page whose list or
  // data arrives after its first paint then grows without moving anything already on screen
  // (Lighthouse measured CLS 0.05–0.08 on the teams list and Competencia, issue 18).
  minHeight: '100vh',
  padding: vars.space.lg,
  '@media': { [wideScreen]: { padding: vars.space.xl }, print: { padding: 0, minHeight: 0 } },
  minWidth: 0,
  outline: 'none',
});

export const footer = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: '0.875rem',
  '@media': hiddenInPrint,
});

/**
 * The top bar's 'Cerrar sesión' shows only where the sidebar stays open. Below, it is the last
 * entry of the opened menu, set apart, so closing the menu by mistake never signs out (issue 31:
 * both sat side by side, 32 px high). Scoped to the top bar to beat the button's own display.
 */
export const logout = style({
  whiteSpace: 'nowrap',
  selectors: { [`${topBar} &`]: { display: 'none' } },
  '@media': { [wideScreen]: { selectors: { [`${topBar} &`]: { display: 'inline-flex' } } } },
});

/** The opened menu's sign-out: below the entries, after a rule and a gap, full width and 44 px high. */
export const menuSignOut = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [wideScreen]: { display: 'none' } },
});
export const menuSignOutButton = style({ width: '100%' });

/** A sidebar entry with a count beside its link (transfers to confirm, pending help requests). */
export const navItemWithCount = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const navCount = style({
  minWidth: 24,
  padding: `0 ${vars.space.xs}`,
  borderRadius: 999,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  flexShrink: 0,
});
globalStyle(`${navItemWithCount} > a`, { flex: 1, minWidth: 0 });
