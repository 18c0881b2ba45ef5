import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { ConfirmDialog, type ConfirmDialogProps } from '@/ui/confirm-dialog';
import { expectFocusReturnsTo } from '../support/focus';

function WithOpener(props: Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'> & { opener: string }) {
  const [isOpen, setOpen] = useState(false);
  const { opener, ...rest } = props;
  return (
    <>
      <Button variant={rest.tone === 'danger' ? 'danger' : 'primary'} onPress={() => setOpen(true)}>
        {opener}
      </Button>
      <ConfirmDialog {...rest} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'UI/ConfirmDialog',
  component: WithOpener,
  args: {
    opener: 'Enviar notificación',
    title: 'Enviar notificación',
    message: '¿Querés avisarle al equipo Los Dorados que le falta registrar la embarcación?',
    confirmLabel: 'Enviar',
    onConfirm: fn(),
  },
} satisfies Meta<typeof WithOpener>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Enviar notificación' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Enviar notificación' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expectFocusReturnsTo(opener);
  },
};

/** SPEC §2 delete-team: a warning, then a second confirmation before anything happens. */
export const TwoStep: Story = {
  args: {
    opener: 'Eliminar equipo',
    tone: 'danger',
    title: 'Eliminar equipo',
    message: 'Se eliminarán el equipo, su embarcación y sus miembros. Esta acción no se puede deshacer.',
    confirmLabel: 'Continuar',
    secondStep: { title: '¿Estás seguro?', message: 'Confirmá que querés eliminar el equipo Los Dorados.', confirmLabel: 'Sí, eliminar' },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar equipo' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Eliminar equipo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    dialog = await screen.findByRole('alertdialog', { name: '¿Estás seguro?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** While the action runs, the confirm button is pending and the dialog cannot be dismissed. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise(() => undefined)) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar notificación' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await expect(within(dialog).getByRole('button', { name: 'Enviar' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Left open so axe checks the alert dialog itself. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar notificación' }));
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};

/**
 * A destructive confirmation ('One voice', issue 21): 'Cancelar' first and focused, so Enter on
 * the opened dialog cancels; the action is red and named by its verb. Left open for axe.
 */
export const DangerStartsOnCancel: Story = {
  args: {
    opener: 'Eliminar precio',
    tone: 'danger',
    title: 'Eliminar precio',
    message: '¿Eliminar el precio Contado · $ 45.000,00? Esta acción no se puede deshacer.',
    confirmLabel: 'Eliminar precio',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar precio' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Eliminar precio' });
    const [cancel, action] = within(dialog).getAllByRole('button');
    await expect(cancel).toHaveAccessibleName('Cancelar');
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(action).toHaveAccessibleName('Eliminar precio');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Opened again and left open, so axe checks the red action inside the dialog.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Eliminar precio' }));
    await expect(await screen.findByRole('alertdialog')).toBeInTheDocument();
  },
};
