import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { focusRing } from './focus-ring.css';

/** Layout and parts shared by every form field (label, control, description, error). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const requiredMark = style({ color: vars.color.errorText, marginInlineStart: vars.space.xxs });

export const description = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.errorText,
  fontWeight: vars.fontWeight.medium,
});

/** The box of every control: text inputs, grouped fields and the select's trigger. */
export const controlBase = {
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
} as const;

/** Text-like inputs. RAC sets data-invalid / data-disabled / data-focus-visible on <Input>. */
export const input = style({
  ...controlBase,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-invalid]': { borderColor: vars.color.errorBorder, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.disabledBg, color: vars.color.disabledText, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});

export const textArea = style([input, { resize: 'vertical', lineHeight: vars.lineHeight.body }]);

/** A bordered box that holds an input plus buttons (password toggle, number steppers, date segments). */
export const group = style({
  ...controlBase,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: vars.focusRing.offset },
    '&[data-invalid]': { borderColor: vars.color.errorBorder, borderWidth: '2px' },
    '&[data-disabled]': { background: vars.color.disabledBg, color: vars.color.disabledText },
  },
});

/** The input inside a group: the group draws the border and the focus ring. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: `calc(${vars.size.control} - 2px)`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.md,
  outline: 'none',
});

/** Square icon button inside a group (password toggle, steppers, calendar). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  minHeight: `calc(${vars.size.control} - 2px)`,
  alignSelf: 'stretch',
  border: 0,
  borderInlineStart: `1px solid ${vars.color.divider}`,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-pressed]': { background: vars.color.secondary },
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid ${vars.color.focusRing}`, outlineOffset: `-${vars.focusRing.width}` },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});

export const icon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });
