import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
export { dismissButton as dismiss, messageIcon as bannerIcon } from './message.css';

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.errorBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.errorBg,
  color: vars.color.errorText,
});

export const text = style({ margin: 0, flex: 1, alignSelf: 'center', paddingBlock: vars.space.xs, overflowWrap: 'anywhere' });
