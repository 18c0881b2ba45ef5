import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { popoverSurface } from './popover.css';
import { focusRing } from './focus-ring.css';

export const dateInput = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  minHeight: `calc(${vars.size.control} - 2px)`,
  fontVariantNumeric: 'tabular-nums',
});

// Each editable segment is a target of at least 24 px (WCAG 2.2 target size): a one-digit
// day or month was 14 px wide, its neighbours closer than 24 px (issue 21).
export const segment = style({
  minWidth: '24px',
  textAlign: 'center',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { padding: 0, minWidth: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.onPrimary },
  },
});

export const popover = popoverSurface;

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

// 'marzo de 2026' → 'Marzo de 2026' (capitalize would also give 'De').
export const calendarHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  selectors: { '&::first-letter': { textTransform: 'uppercase' } },
});

export const navButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': focusRing,
  },
});

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, paddingBottom: vars.space.xs });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': { color: vars.color.disabledText, textDecoration: 'line-through', cursor: 'not-allowed' },
  },
});
