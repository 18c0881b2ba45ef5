import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/ui/button';
import { FormErrorBanner } from '@/ui/form-error-banner';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';

const schema = z.object({ username: z.string().min(1, 'Este campo es obligatorio'), password: z.string().min(1, 'Este campo es obligatorio') });

/** A sign-in-like form whose "server" always refuses the credentials. */
function RefusingForm() {
  const form = useForm({
    schema,
    initialValues: { username: '', password: '' },
    describeInvalid: () => 'Por favor, completa todos los campos.',
    onSubmit: () => {
      form.failSubmit('Usuario o contraseña incorrectos', ['username', 'password']);
    },
  });
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 360 }}>
      <FormErrorBanner error={form.submitError} onDismiss={form.clearSubmitError} />
      <Form onSubmit={(e) => void form.handleSubmit(e)} validationBehavior="aria" style={{ display: 'grid', gap: 16 }}>
        <TextField label="Usuario" {...form.field('username')} />
        <PasswordField label="Contraseña" {...form.field('password')} />
        <Button type="submit">Iniciar sesión</Button>
      </Form>
    </div>
  );
}

const meta = {
  title: 'UI/FormErrorBanner',
  component: FormErrorBanner,
  render: () => <RefusingForm />,
  args: { error: undefined, onDismiss: () => undefined },
} satisfies Meta<typeof FormErrorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The refusal stays (no 5 s clear), marks both fields and is their description, until the user types. */
export const CredencialesIncorrectas: Story = {
  name: 'Credenciales incorrectas',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Usuario' }), 'capitan.completo');
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'incorrecta');
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    const username = canvas.getByRole('textbox', { name: 'Usuario' });
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toHaveAccessibleDescription(/Usuario o contraseña incorrectos/);
  },
};

export const CamposVacios: Story = {
  name: 'Campos vacíos',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Por favor, completa todos los campos.');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Usuario' }), 'a');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
