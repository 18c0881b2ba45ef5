import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const checkboxes = style({ display: 'grid', gap: vars.space.sm });
