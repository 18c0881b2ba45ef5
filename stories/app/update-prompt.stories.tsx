import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from '@/app/venue/update-prompt';
import { appUpdate, offerUpdate, updatePromptText } from '@/app/venue/app-update';

/*
 * Issue 23: a new version never reloads a tab by itself. The prompt is a polite live region at
 * the top of the content, empty until the worker says a version waits; focus never moves.
 */
const meta = {
  title: 'App/Versión nueva',
  component: UpdatePrompt,
  beforeEach() {
    appUpdate.ready.value = false;
  },
} satisfies Meta<typeof UpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No new version: an empty live region, present so the change is announced later. */
export const SinNovedades: Story = {
  name: 'Sin versión nueva',
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** A version waits: 'Hay una versión nueva · Actualizar'; only the button hands over and reloads. */
export const VersionNueva: Story = {
  name: 'Hay una versión nueva',
  play: async ({ canvasElement }) => {
    const accept = fn();
    const before = document.activeElement;
    offerUpdate(accept);
    const status = within(canvasElement).getByRole('status');
    await expect(await within(status).findByText(updatePromptText.message)).toBeVisible();
    await expect(document.activeElement).toBe(before);
    await expect(accept).not.toHaveBeenCalled();
    await userEvent.click(within(status).getByRole('button', { name: updatePromptText.action }));
    await expect(accept).toHaveBeenCalledOnce();
  },
};
