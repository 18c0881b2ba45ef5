import { expect, screen, waitFor } from 'storybook/test';

/**
 * The dialog called `name`, once it is on screen.
 *
 * Our dialogs fade in from transparent (`dialog.css.ts`), so a dialog is in the DOM a frame or
 * more before it is visible; on a loaded machine a visibility check of its content made at once
 * saw opacity 0 and failed (CI, 29/11/2026). Waiting for the dialog itself keeps the check real:
 * a dialog that never becomes visible still fails after waitFor's timeout.
 */
export async function shownDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
