import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const page = style({ display: 'grid', gap: vars.space.lg });


export const empty = style({ margin: 0, padding: vars.space.lg, background: vars.color.surface, borderRadius: '0.5rem' });
