import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const wheel = style({
  display: 'inline-block',
  borderRadius: '50%',
  border: `3px solid ${vars.color.divider}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});

export const wheelSize = styleVariants({
  sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
  md: { width: '1.5rem', height: '1.5rem' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
});

export const page = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '40vh',
  padding: vars.space.xl,
});
