import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme.css';
import { page as pageWidth } from '@/ui/page.css';

export const page = pageWidth.medium;

/** The card the desk looks at: the number first, big enough to read at arm's length. */
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { print: { breakInside: 'avoid', borderRadius: 0 } },
});

export const numberLine = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.md });

export const teamNumber = style({ margin: 0, fontSize: 'clamp(3.5rem, 18vw, 6rem)', lineHeight: 1, fontWeight: 800 });

export const teamName = style({ margin: 0, fontSize: '1.5rem', overflowWrap: 'anywhere' });

export const qr = style({ width: '100%', maxWidth: 220, height: 'auto', justifySelf: 'start' });

export const members = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const actions = style({ marginBlockStart: vars.space.md, '@media': { print: { display: 'none' } } });
