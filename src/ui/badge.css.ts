import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

/** Text/background pairs from the theme, all AA. */
export const badgeTone = styleVariants({
  neutral: { background: vars.color.neutralBg, color: vars.color.neutralText },
  info: { background: vars.color.infoBg, color: vars.color.infoText },
  success: { background: vars.color.successBg, color: vars.color.successText },
  successSolid: { background: vars.color.successSolid, color: vars.color.onPrimary },
  warning: { background: vars.color.warningBg, color: vars.color.warningText },
  danger: { background: vars.color.errorBg, color: vars.color.errorText },
  orange: { background: vars.color.orangeBg, color: vars.color.orangeText },
  yellow: { background: vars.color.yellowBg, color: vars.color.yellowText },
});
