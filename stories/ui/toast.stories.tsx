import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { toast, toastPositions, type ToastType } from '@/ui/toast-store';

const toastTypes: ToastType[] = ['success', 'error', 'warning', 'info'];

/** Toasts come from `toast.success(…)` etc., from anywhere; UiProvider renders them. */
function ToastDemo({ type, message, duration }: { type: ToastType; message: string; duration?: number }) {
  return (
    <Button onPress={() => toast[type](message, { duration })} variant="secondary">
      Mostrar aviso
    </Button>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: { type: 'success', message: 'Sesión iniciada!' },
  argTypes: { type: { control: 'inline-radio', options: ['success', 'error', 'warning', 'info'] } },
} satisfies Meta<typeof ToastDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Appears in a polite live region without taking focus, and closes with 'Cerrar notificación'. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Mostrar aviso' });
    await userEvent.click(opener);
    const message = await canvas.findByText('Sesión iniciada!');
    await expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(opener).toHaveFocus();
    // The close button comes with the toast's chrome, fetched after the first paint (toast-region.tsx).
    await userEvent.click(await canvas.findByRole('button', { name: 'Cerrar notificación' }));
    await waitFor(() => expect(canvas.queryByText('Sesión iniciada!')).not.toBeInTheDocument());
  },
};
export const ErrorToast: Story = { name: 'Error', args: { type: 'error', message: 'Error de conexión, intente nuevamente.', duration: 10_000 } };
export const Warning: Story = { args: { type: 'warning', message: 'No hay precios de transferencia disponibles' } };
export const Info: Story = { args: { type: 'info', message: 'Esta inscripción ya ha sido pagada' } };

/** Leaves by itself after its duration (here the login toast's 1500 ms). */
export const AutoDismiss: Story = {
  args: { duration: 1500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mostrar aviso' }));
    await canvas.findByText('Sesión iniciada!');
    await waitFor(() => expect(canvas.queryByText('Sesión iniciada!')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** The six positions of SPEC §9, all at once, kept until closed. */
export const Positions: Story = {
  render: () => (
    <Button
      variant="secondary"
      onPress={() => toastPositions.forEach((position, i) => toast.show(toastTypes[i % toastTypes.length]!, position, { position, duration: Infinity }))}
    >
      Mostrar en todas las posiciones
    </Button>
  ),
};
