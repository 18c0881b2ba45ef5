import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CopyButton } from '@/ui/copy-button';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { value: 'torneo.pesca.mp', label: 'alias' },
  beforeEach() {
    // The headless browser has no clipboard permission; the story checks what was copied.
    const spy = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => spy.mockRestore();
  },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Copiado' for 2 s plus a 1.5 s toast, then back to 'Copiar'. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar alias' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('torneo.pesca.mp');
    // Both follow the clipboard's promise, a render after the click.
    await expect(await canvas.findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    await expect(await within(canvasElement.ownerDocument.body).findByText('Copiado al portapapeles')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copiar alias' })).toBeInTheDocument(), { timeout: 3000 });
  },
};

export const Medium: Story = { args: { value: '0000003100010000000001', label: 'CVU/CBU', size: 'md' } };
