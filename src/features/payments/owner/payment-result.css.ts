import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '@/ui/media';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';
export { actions } from '@/ui/page.css';

export const page = pageWidth.narrow;
export const countdown = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.medium });

/** A payment's outcome: the card with a thick left edge in the outcome's colour. */
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: '1px solid',
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.lg,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});
export const resultTone = styleVariants({
  success: { background: vars.color.successBg, borderColor: vars.color.successText, color: vars.color.successText },
  danger: { background: vars.color.errorBg, borderColor: vars.color.errorText, color: vars.color.errorText },
  progress: { background: vars.color.infoBg, borderColor: vars.color.infoText, color: vars.color.infoText },
  warning: { background: vars.color.warningBg, borderColor: vars.color.warningText, color: vars.color.warningText },
});
export const resultTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.xl });
export const resultIcon = style({ width: '1.75rem', height: '1.75rem', flexShrink: 0 });
