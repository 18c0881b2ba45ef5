import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/ui/button';
import { ErrorBanner, type ErrorBannerProps } from '@/ui/error-banner';

/** A page that owns the error, as features do: the banner tells it when it cleared itself. */
function BannerOwner(props: ErrorBannerProps) {
  const [error, setError] = useState<string | null>(props.message);
  return (
    <>
      {error ? <ErrorBanner {...props} message={error} onDismiss={() => setError(null)} /> : <p>Sin errores.</p>}
      <Button variant="secondary" onPress={() => setError(props.message)}>
        Provocar error
      </Button>
    </>
  );
}

const meta = {
  title: 'UI/ErrorBanner',
  component: ErrorBanner,
  args: { message: 'Error al cargar los datos del equipo' },
} satisfies Meta<typeof ErrorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clears itself after 5 s. */
export const AutoClear: Story = {
  args: { autoClearMs: 1000 },
  render: (args) => <BannerOwner {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al cargar los datos del equipo');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const Dismissible: Story = {
  args: { persistent: true, onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cerrar mensaje de error' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const Persistent: Story = { args: { persistent: true, message: 'Error al obtener el progreso de usuario, intente nuevamente' } };
