import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The demo checkout looks like a card provider's hosted page, not like the app: its own
 * colours and layout, so the tester sees they left the app (docs/decisions/0019). Kept
 * self-contained: mocks import nothing from src.
 */
const ink = '#1f2430';
const muted = '#4a5262';
const brand = '#0b5cad';

export const page = style({
  minHeight: '100vh',
  margin: 0,
  padding: '2rem 1rem',
  background: '#eef1f6',
  color: ink,
  fontFamily: 'system-ui, sans-serif',
  boxSizing: 'border-box',
});
export const card = style({
  maxWidth: 440,
  margin: '0 auto',
  padding: '1.5rem',
  background: '#fff',
  borderRadius: 12,
  boxShadow: '0 4px 16px rgba(0,0,0,0.12)',
  display: 'grid',
  gap: '1rem',
});
export const brandBar = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', color: brand, fontWeight: 700 });
export const demoNote = style({ margin: 0, padding: '0.5rem 0.75rem', background: '#fff4d6', borderRadius: 6, color: ink, fontSize: '0.9rem' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 1rem', margin: 0 });
globalStyle(`${facts} dt`, { color: muted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });
export const amount = style({ fontSize: '1.6rem' });
export const fieldset = style({ border: '1px solid #c7cdd8', borderRadius: 8, padding: '0.75rem', display: 'grid', gap: '0.5rem' });
export const field = style({ display: 'grid', gap: '0.25rem', fontSize: '0.9rem' });
export const input = style({ padding: '0.5rem', border: '1px solid #8a93a3', borderRadius: 6, font: 'inherit', color: ink });
export const actions = style({ display: 'grid', gap: '0.5rem' });
export const button = style({
  padding: '0.7rem 1rem',
  borderRadius: 6,
  border: `2px solid ${brand}`,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  background: '#fff',
  color: brand,
  selectors: { '&:focus-visible': { outline: `3px solid ${ink}`, outlineOffset: 2 }, '&:disabled': { opacity: 0.6, cursor: 'wait' } },
});
export const primary = style({ background: brand, color: '#fff' });
export const danger = style({ borderColor: '#a3161b', color: '#a3161b' });
export const error = style({ margin: 0, color: '#a3161b', fontWeight: 600 });
