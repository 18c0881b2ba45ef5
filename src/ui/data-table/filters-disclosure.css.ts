import { style } from '@vanilla-extract/css';
import { vars } from '../theme.css';
import { media } from '../media';

/** The button exists on a phone only; wider screens show the filters in the toolbar's row. */
export const toggle = style({
  alignSelf: 'flex-start',
  '@media': { [media.tablet]: { display: 'none' } },
});

export const chevron = style({
  width: '1.25em',
  height: '1.25em',
  transition: `transform ${vars.duration.fast}`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});
export const chevronOpen = style({ transform: 'rotate(180deg)' });

/** Collapsed only on a phone: the same selects stay inline on a wider screen whatever the button said. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [media.phone]: { selectors: { '&[data-collapsed]': { display: 'none' } } },
    [media.tablet]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-end' },
  },
});
