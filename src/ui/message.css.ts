import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { focusRing } from './focus-ring.css';

/** Parts that the error banner and the toasts share, so both messages look alike. */

/** The icon that leads a message, lined up with its first line of text. */
export const messageIcon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0, marginTop: '0.6rem' });

/** The × that closes a message: a control-sized target without chrome, tinted like the message. */
export const dismissButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.control,
  height: vars.size.control,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: 'rgba(0, 0, 0, 0.08)' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});
