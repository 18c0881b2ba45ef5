import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const notice = style({
  margin: 0,
  marginBlockEnd: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderInlineStart: `0.25rem solid ${vars.color.warningText}`,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  '@media': { print: { background: 'none', color: 'black' } },
});
