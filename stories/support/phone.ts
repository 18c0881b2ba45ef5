/**
 * A story at 390×844, a common phone (issue 21: a list is cards there). In the story tests the
 * Vitest addon sets the browser's viewport from these globals; in Storybook, the toolbar's.
 */
export const phoneViewport = {
  parameters: {
    viewport: { options: { telefono: { name: 'Teléfono (390 × 844)', styles: { width: '390px', height: '844px' }, type: 'mobile' as const } } },
  },
  globals: { viewport: { value: 'telefono', isRotated: false } },
};

/** Fails when anything makes the page wider than the screen (a table that does not fit). */
export const fitsTheScreen = () => document.documentElement.scrollWidth <= window.innerWidth;
