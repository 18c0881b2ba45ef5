import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { Dialog, DialogTrigger, type DialogProps } from '@/ui/dialog';
import { SubmitOrCancel } from '@/ui/submit-or-cancel';
import { TextField } from '@/ui/text-field';
import { expectFocusReturnsTo } from '../support/focus';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { title: 'Registrar pago en efectivo', children: null },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus moves into the dialog, Escape closes it and focus returns to the button. */
export const Default: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">Registrar pago</Button>
      <Dialog
        {...args}
        actions={(close) => ({
          cancel: (
            <Button variant="secondary" onPress={close}>
              Cancelar
            </Button>
          ),
          primary: <Button onPress={close}>Registrar</Button>,
        })}
      >
        <TextField label="Nombre del pagador" />
        <TextField label="DNI del pagador" />
      </Dialog>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Registrar pago' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago en efectivo' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectFocusReturnsTo(opener);
  },
};

/** Controlled from the page (e.g. opened by a table row action). */
function ControlledDialog(props: DialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Ver detalle</Button>
      <Dialog {...props} title="Detalle del pago" isOpen={isOpen} onOpenChange={setOpen} actions={{ cancel: <Button onPress={() => setOpen(false)}>Cerrar</Button> }}>
        <p>Transferencia de $ 45.000 enviada por Ana Gómez.</p>
      </Dialog>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledDialog {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Ver detalle' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del pago' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectFocusReturnsTo(opener);
  },
};

/** Left open so axe checks the dialog itself. */
export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Registrar pago</Button>
      <Dialog {...args} actions={(close) => ({ cancel: <Button onPress={close}>Cerrar</Button> })}>
        <p>Registrá el pago en efectivo recibido del equipo.</p>
        <TextField label="DNI del pagador" />
      </Dialog>
    </DialogTrigger>
  ),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Registrar pago en efectivo' })).toBeInTheDocument();
  },
};

const payerFields = ['Nombre', 'Apellido', 'DNI', 'Teléfono', 'Correo electrónico', 'Calle y número', 'Ciudad', 'Provincia', 'País', 'Observaciones'];

/** The button's whole box is inside the window (not under the bottom edge, not hidden by anything). */
const expectOnScreen = async (button: HTMLElement) => {
  const box = button.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('button')).toBe(button);
};

/**
 * A dialog form taller than the window (the test runs at a phone's 414 × 896): the fields
 * scroll inside the box and 'Registrar pago' and 'Cancelar' stay on screen (issue 21).
 */
export const TallerThanTheScreen: Story = {
  name: 'Más alto que la pantalla',
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">Registrar pago</Button>
      <Dialog {...args}>
        {(close) => (
          <form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: '1rem' }}>
            {payerFields.map((label) => (
              <TextField key={label} label={label} description="Como figura en el comprobante." />
            ))}
            <SubmitOrCancel submitLabel="Registrar pago" isPending={false} onCancel={close} />
          </form>
        )}
      </Dialog>
    </DialogTrigger>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago en efectivo' });
    await expect(dialog.scrollHeight).toBeGreaterThan(window.innerHeight);
    await expectOnScreen(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    await expectOnScreen(within(dialog).getByRole('button', { name: 'Cancelar' }));
    // Scrolled to the end, the last field is not hidden under the actions.
    dialog.scrollTop = dialog.scrollHeight;
    await expectOnScreen(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    const last = within(dialog).getByRole('textbox', { name: 'Observaciones' }).getBoundingClientRect();
    await expect(last.bottom).toBeLessThanOrEqual(within(dialog).getByRole('button', { name: 'Cancelar' }).getBoundingClientRect().top);
  },
};
