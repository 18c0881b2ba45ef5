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

/**
 * A list screen's play at phone size: the rows arrive as cards, each name whole and on screen,
 * and nothing makes the page wider than the phone.
 */
export const listFitsThePhone = (gridName: string) =>
  async function play({ canvasElement }: { canvasElement: HTMLElement }) {
    const { expect, waitFor, within } = await import('storybook/test');
    const grid = await within(canvasElement).findByRole('table', { name: gridName }, { timeout: 5000 });
    await waitFor(() => expect(within(grid).getAllByRole('rowheader').length).toBeGreaterThan(0), { timeout: 5000 });
    const name = within(grid).getAllByRole('rowheader')[0]!;
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // Whole: the name wraps if it must, it is never cut.
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1);
    await expect(fitsTheScreen()).toBe(true);
  };
