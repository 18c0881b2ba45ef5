import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * Design tokens, in one place. Every text/background pair below meets WCAG AA (4.5:1 for
 * text; 3:1 for borders and focus rings against the surfaces they sit on); the ratios are
 * noted where a pair is easy to break by "just tweaking" one side.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    // Page and surfaces.
    background: '#f4f6f9',
    surface: '#ffffff',
    surfaceMuted: '#eef1f5',
    text: '#1a1f2b', // 16.5:1 on surface
    textMuted: '#4a5263', // 7.8:1 on surface, 7.2:1 on background
    border: '#6b7280', // 4.8:1 on surface: form control borders must reach 3:1
    divider: '#d0d5dd', // decorative only
    // Actions.
    primary: '#0b5cad', // white text 6.7:1
    primaryHover: '#094a8c',
    primaryPressed: '#073a6e',
    onPrimary: '#ffffff',
    secondary: '#e3e8ef',
    secondaryHover: '#d3dae4',
    onSecondary: '#1a1f2b', // 13.3:1 on secondary
    danger: '#b3261e', // white text 6.5:1
    dangerHover: '#8f1e18',
    onDanger: '#ffffff',
    link: '#0b5cad',
    // Feedback: each background with its own text colour.
    successBg: '#e6f4ea',
    successText: '#14532d', // 8.0:1
    successSolid: '#1e6b34', // white text 6.5:1
    errorBg: '#fdecea',
    errorText: '#8c1d18', // 8.0:1
    errorBorder: '#b3261e',
    warningBg: '#fff4d6',
    warningText: '#6b4500', // 7.7:1
    infoBg: '#e6f0fb',
    infoText: '#0b4a8c', // 7.7:1
    // Price urgency (SPEC §9): orange ≤ 3 days, yellow ≤ 7 days.
    orangeBg: '#ffe3c7',
    orangeText: '#7a3300', // 7.4:1
    yellowBg: '#fff6bf',
    yellowText: '#5c4a00', // 7.9:1
    neutralBg: '#e3e8ef',
    neutralText: '#2f3747', // 9.7:1
    focusRing: '#1d4ed8', // 6.7:1 on surface; drawn with an offset, so it always sits on the surface
    overlay: 'rgba(15, 23, 42, 0.55)',
    disabledBg: '#e5e7eb',
    disabledText: '#4b5563', // 6.1:1 on disabledBg (disabled needs no AA, but stays readable)
  },
  space: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    pill: '999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    body: '1.5',
  },
  // WCAG 2.2 target size: at least 24px everywhere, 44px for primary controls.
  size: {
    targetMin: '24px',
    control: '44px',
    icon: '1.25rem',
  },
  zIndex: {
    sticky: '10',
    popover: '100',
    modal: '200',
    toast: '300',
  },
  focusRing: {
    width: '3px',
    offset: '2px',
  },
  shadow: {
    card: '0 1px 2px rgba(15, 23, 42, 0.08), 0 1px 3px rgba(15, 23, 42, 0.06)',
    raised: '0 8px 24px rgba(15, 23, 42, 0.18)',
  },
  duration: {
    fast: '120ms',
  },
});
