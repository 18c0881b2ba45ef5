import { style } from '@vanilla-extract/css';
import { focusRing } from '@/ui/focus-ring.css';
import { media } from '@/ui/media';
import { vars } from '@/ui/theme.css';
export { lead, form, actions, stack, fieldGrid } from '@/ui/page.css';
export { page } from '@/ui/record-page.css';

/** Where the file is dropped: a dashed target that also holds the button that opens the file picker. */
export const dropZone = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.infoBg },
    '&[data-focus-visible]': focusRing,
  },
});

/** A group's rows: one card per statement line, full width on a phone. */
export const rows = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
/** Date, amount and line number of a statement line, on one line when there is room. */
export const lineFacts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, fontWeight: vars.fontWeight.bold });
export const concept = style({ margin: 0, overflowWrap: 'anywhere', fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
export const candidate = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, overflowWrap: 'anywhere' });
export const reasons = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A line to review: its candidates as radios, each a target of at least 44 px. */
export const choice = style({ display: 'grid', gap: vars.space.xs });
export const choiceLabel = style({ fontWeight: vars.fontWeight.medium });
export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': { background: vars.color.infoBg },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});
export const radioMark = style({
  flexShrink: 0,
  width: vars.size.targetMin,
  height: vars.size.targetMin,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { [`${radio}[data-selected] &`]: { border: `7px solid ${vars.color.primary}` } },
});

/** The action that confirms stays in reach under a long list. */
export const confirmBar = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.raised,
  zIndex: vars.zIndex.sticky,
  '@media': { [media.tablet]: { padding: `${vars.space.md} ${vars.space.lg}` } },
});

export const progress = style({ display: 'grid', gap: vars.space.xs, width: '100%', maxWidth: 480 });
export const progressTrack = style({ height: '0.75rem', borderRadius: vars.radius.pill, background: vars.color.neutralBg, overflow: 'hidden' });
export const progressFill = style({ height: '100%', background: vars.color.primary });

export const counts = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });

export const error = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.errorBg, color: vars.color.errorText });
export { visuallyHidden } from '@/ui/visually-hidden.css';
