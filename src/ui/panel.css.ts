import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { media } from './media';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: vars.space.xl } },
});

export const cardTone = styleVariants({
  default: {},
  info: { background: vars.color.infoBg, borderColor: vars.color.infoText, color: vars.color.infoText },
  warning: { background: vars.color.warningBg, borderColor: vars.color.warningText, color: vars.color.warningText },
  success: { background: vars.color.successBg, borderColor: vars.color.successText, color: vars.color.successText },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
