import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';

/** Empty, it takes no room but stays in the document, so the change is announced (a live region). */
export const prompt = style({
  selectors: {
    '&:not(:empty)': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: vars.space.sm,
      marginBlockEnd: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.md}`,
      border: `1px solid ${vars.color.primary}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});

export const text = style({ margin: 0, flex: '1 1 12rem' });
