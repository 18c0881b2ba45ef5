import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';

export const page = pageWidth.wide;

/** Number and scanner side by side where there is room, one under the other on a phone. */
export const entry = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))', alignItems: 'start' });

export const numberForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardHeading = style({ margin: 0, fontSize: '1.5rem', overflowWrap: 'anywhere', outline: 'none' });

export const members = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

const message = style({ margin: 0, padding: vars.space.sm, borderInlineStart: '4px solid' });
export const ok = style([message, { background: vars.color.successBg, color: vars.color.successText, borderColor: vars.color.successSolid }]);
export const refused = style([message, { background: vars.color.errorBg, color: vars.color.errorText, borderColor: vars.color.errorBorder }]);
export const unknown = style([message, { background: vars.color.warningBg, color: vars.color.warningText, borderColor: vars.color.warningText }]);
