import { expect, waitFor } from 'storybook/test';

/**
 * Asserts that focus comes back to `opener` after a dialog closes.
 *
 * react-aria's FocusScope restores focus in a requestAnimationFrame scheduled when the dialog
 * unmounts, so a test sees the dialog leave the DOM one frame before focus arrives. Checking at
 * once raced that frame (it lost every time on Chromium 156 and left focus on <body>); waiting
 * for it is still a real check: if the dialog never restores focus, this fails after waitFor's
 * timeout with focus on <body>.
 */
export async function expectFocusReturnsTo(opener: HTMLElement) {
  await waitFor(() => expect(opener).toHaveFocus());
}
