import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
export { sectionTitle, actions } from './page.css';

/** One-time credentials: a warning-toned box that stands out from the page. */
export const credentials = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: vars.color.warningBg,
  color: vars.color.warningText,
  border: `2px solid ${vars.color.warningText}`,
  borderRadius: vars.radius.lg,
});
export const credentialEntry = style({ display: 'grid', gap: vars.space.sm });
export const entryTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space.md, margin: 0 });
export const fact = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });
export const credentialRow = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const credentialValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.lg,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
});
