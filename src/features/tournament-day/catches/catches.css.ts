import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { media } from '@/ui/media';

export const layout = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

/** Two fields side by side from a tablet up; one column on a phone (320 px included). */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const preview = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '12rem',
  height: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});

export const muted = style({ margin: 0, color: vars.color.textMuted });
export const line = style({ margin: 0 });
