import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { passwordField, usernameField } from '@contracts/entities/session';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { PasswordField } from '@/ui/password-field';
import { Select } from '@/ui/select';
import { TextField } from '@/ui/text-field';
import { ValidatedForm } from '@/ui/validated-form';

const schema = z
  .object({
    username: usernameField,
    password: passwordField,
    confirm: z.string(),
    role: z.string().min(1, 'Este campo es obligatorio'),
    terms: z.boolean().refine(Boolean, 'Debés aceptar el reglamento'),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Las contraseñas no coinciden.' });
  });

/** The form hook with the kit's fields: SPEC §5 timing (500 ms after typing, at once on blur). */
function ExampleForm({ onSubmit }: { onSubmit: (data: z.output<typeof schema>) => void }) {
  const form = useForm({
    schema,
    initialValues: { username: '', password: '', confirm: '', role: '', terms: false },
    onSubmit,
  });
  return (
    <ValidatedForm form={form} style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <TextField label="Usuario" autoComplete="username" isRequired {...form.field('username')} />
      <PasswordField label="Contraseña" autoComplete="new-password" isRequired {...form.field('password')} />
      <PasswordField label="Confirmar contraseña" autoComplete="new-password" isRequired {...form.field('confirm')} />
      <Select
        label="Rol"
        isRequired
        options={[
          { id: '3', label: 'Dueño de equipo' },
          { id: '4', label: 'Miembro de equipo' },
        ]}
        {...form.select('role')}
      />
      <Checkbox {...form.checkbox('terms')}>Acepto el reglamento</Checkbox>
      <Button type="submit" isPending={form.isPending}>
        Crear cuenta
      </Button>
    </ValidatedForm>
  );
}

const meta = {
  title: 'UI/Form validation',
  component: ExampleForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof ExampleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypingDelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Usuario/ }), 'ana');
    await expect(canvas.queryByText('Debe tener al menos 6 caracteres')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Debe tener al menos 6 caracteres')).toBeInTheDocument(), { timeout: 1500 });
  },
};

export const SubmitShowsEverything: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Crear cuenta' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The error summary takes focus (decision 0018); the messages show under the fields too.
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
    await expect(canvas.getByRole('checkbox', { name: 'Acepto el reglamento' })).toHaveAccessibleDescription('Debés aceptar el reglamento');
  },
};
