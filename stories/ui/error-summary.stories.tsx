import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { requiredText } from '@contracts/core/fields';
import { formMessages } from '@contracts/messages';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/ui/button';
import { ErrorSummary } from '@/ui/error-summary';
import { TextField } from '@/ui/text-field';
import { ValidatedForm } from '@/ui/validated-form';

const schema = z.object({ name: requiredText(3, 100), president: requiredText(3, 250) });

/** A form on the hook: a failed submit fills the summary, wrong credentials come from the server. */
function ClubForm({ refusal }: { refusal?: string }) {
  const form = useForm({
    schema,
    initialValues: { name: '', president: 'Al' },
    describeInvalid: (errors) => (Object.values(errors).includes('Este campo es obligatorio') ? formMessages.fillRequired : undefined),
    onSubmit: (): void => {
      if (refusal) form.failSubmit(refusal, ['name', 'president']);
    },
  });
  return (
    <ValidatedForm form={form} aria-label="Barra pesquera" style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
      <TextField label="Nombre de la barra pesquera" isRequired {...form.field('name')} />
      <TextField label="Presidente" isRequired {...form.field('president')} />
      <Button type="submit">Enviar solicitud</Button>
    </ValidatedForm>
  );
}

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  args: {
    onSelect: fn(),
    content: {
      id: 'resumen',
      attempt: 1,
      messages: [formMessages.fillRequired],
      errors: [
        { path: 'name', message: 'Este campo es obligatorio', label: 'Nombre de la barra pesquera' },
        { path: 'president', message: 'Debe tener al menos 3 caracteres', label: 'Presidente' },
      ],
    },
  },
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) => within(canvasElement).getByRole('alert');

/** What the box shows: the title, the form-level message, one link per field, named by its label. */
export const ConMensajeYErrores: Story = {
  name: 'Con mensaje del formulario y errores de campos',
  play: async ({ canvasElement, args }) => {
    const box = summary(canvasElement);
    await expect(within(box).getByRole('heading', { name: 'Hay un problema' })).toBeVisible();
    await expect(box).toHaveTextContent(formMessages.fillRequired);
    await userEvent.click(within(box).getByRole('link', { name: 'Presidente: Debe tener al menos 3 caracteres' }));
    await expect(args.onSelect).toHaveBeenCalledWith('president');
  },
};

/** A refusal of the server that no field shows alone ('Usuario o contraseña incorrectos'). */
export const SoloMensaje: Story = {
  name: 'Solo un mensaje del servidor',
  args: { content: { id: 'resumen', attempt: 1, messages: ['Usuario o contraseña incorrectos'], errors: [] } },
  play: async ({ canvasElement }) => {
    await expect(summary(canvasElement)).toHaveTextContent('Hay un problemaUsuario o contraseña incorrectos');
    await expect(within(summary(canvasElement)).queryAllByRole('link')).toHaveLength(0);
  },
};

/** In a form: a submit with errors shows the summary, which takes focus; a link takes the user to the field. */
export const EnUnFormulario: Story = {
  name: 'En un formulario: toma el foco y lleva a cada campo',
  render: () => <ClubForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(summary(canvasElement).parentElement).toHaveFocus());
    const links = within(summary(canvasElement)).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Nombre de la barra pesquera: Este campo es obligatorio',
      'Presidente: Debe tener al menos 3 caracteres',
    ]);
    await userEvent.click(links[1]!);
    const president = canvas.getByRole('textbox', { name: /^Presidente/ });
    await expect(president).toHaveFocus();
    await expect(president).toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
  },
};

/** The server's refusal, at the top of the summary, marking the fields it is about. */
export const RechazoDelServidor: Story = {
  name: 'Rechazo del servidor',
  render: () => <ClubForm refusal="Esa barra pesquera ya existe" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nombre/ }), 'Barra Norte');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Presidente/ }), 'berto');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(summary(canvasElement)).toHaveTextContent('Esa barra pesquera ya existe'));
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

const personSchema = z.object({
  first_name: requiredText(3, 100),
  last_name: requiredText(3, 100),
  dni: requiredText(7, 8),
  phone: requiredText(10, 10),
  city: requiredText(3, 100),
});
const personLabels = { first_name: 'Nombre', last_name: 'Apellido', dni: 'DNI', phone: 'Teléfono principal', city: 'Ciudad' } as const;

/** Five empty required fields: five different lines, each named, not five identical ones. */
function PersonForm() {
  const form = useForm({
    schema: personSchema,
    initialValues: { first_name: '', last_name: '', dni: '', phone: '', city: '' },
    describeInvalid: (errors) => (Object.values(errors).includes('Este campo es obligatorio') ? formMessages.completeRequired : undefined),
    onSubmit: (): void => undefined,
  });
  return (
    <ValidatedForm form={form} aria-label="Datos personales" style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
      {Object.entries(personLabels).map(([name, label]) => (
        <TextField key={name} label={label} isRequired {...form.field(name as keyof typeof personLabels)} />
      ))}
      <Button type="submit">Guardar</Button>
    </ValidatedForm>
  );
}

export const VariosCampos: Story = {
  name: 'Varios campos vacíos: cada uno una vez, con su nombre',
  render: () => <PersonForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const box = await canvas.findByRole('alert');
    await expect(box).toHaveTextContent(formMessages.completeRequired);
    const links = within(box).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(Object.values(personLabels).map((label) => `${label}: Este campo es obligatorio`));
    await userEvent.click(links[2]!);
    await expect(canvas.getByRole('textbox', { name: /^DNI/ })).toHaveFocus();
  },
};
