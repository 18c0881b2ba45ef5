import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

export const checkboxes = style({ display: 'grid', gap: vars.space.sm });
