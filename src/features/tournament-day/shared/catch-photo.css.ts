import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

/** The photo keeps its proportions inside the column it is given; a phone's 320 px included. */
export const frame = style({
  display: 'block',
  maxWidth: '100%',
  margin: 0,
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '24rem',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  objectFit: 'contain',
});
