import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';

export const page = pageWidth.full;

export const empty = style({ margin: 0, padding: vars.space.lg, background: vars.color.surface, borderRadius: '0.5rem' });
