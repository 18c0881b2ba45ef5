import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { requiredText } from '@contracts/core/fields';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { TextField } from '@/ui/text-field';
import { UiProvider } from '@/ui/ui-provider';
import { ValidatedForm } from '@/ui/validated-form';

const schema = z.object({
  name: requiredText(3, 100),
  city: requiredText(3, 100),
  accepted: z.boolean().refine((v) => v, 'Debés aceptar las condiciones'),
});
const EMPTY = 'Por favor, completa todos los campos obligatorios.';

function SummaryForm({ onSubmit = vi.fn() }: { onSubmit?: () => unknown }) {
  const form = useForm({
    schema,
    initialValues: { name: '', city: 'ab', accepted: false },
    describeInvalid: (errors) => (Object.values(errors).includes('Este campo es obligatorio') ? EMPTY : undefined),
    onSubmit,
  });
  return (
    <ValidatedForm form={form} aria-label="Datos">
      <TextField label="Nombre" {...form.field('name')} />
      <TextField label="Ciudad" {...form.field('city')} />
      <Checkbox {...form.checkbox('accepted')}>Acepto las condiciones</Checkbox>
      <Button type="submit">Enviar</Button>
    </ValidatedForm>
  );
}

const renderForm = () =>
  render(
    <UiProvider>
      <SummaryForm />
    </UiProvider>,
  );
const send = (user = userEvent.setup()) => user.click(screen.getByRole('button', { name: 'Enviar' }));
const summary = () => screen.getByRole('alert');

describe('error summary (GOV.UK pattern, decision 0018)', () => {
  it('is not there before a submit', () => {
    renderForm();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hay un problema' })).not.toBeInTheDocument();
  });

  it("appears above the fields on a submit with errors, titled 'Hay un problema', and takes focus", async () => {
    renderForm();
    await send();
    const box = summary();
    expect(within(box).getByRole('heading', { name: 'Hay un problema' })).toBeInTheDocument();
    expect(box.closest('[tabindex="-1"]')).toHaveFocus();
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(box.compareDocumentPosition(name) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows the SPEC's form-level message first", async () => {
    renderForm();
    await send();
    expect(summary()).toHaveTextContent(new RegExp(`^Hay un problema${EMPTY}`));
  });

  it('names each field by its label, once, with the same words as under it, in page order', async () => {
    renderForm();
    await send();
    const links = within(summary()).getAllByRole('link');
    const fields = [
      screen.getByRole('textbox', { name: 'Nombre' }),
      screen.getByRole('textbox', { name: 'Ciudad' }),
      screen.getByRole('checkbox', { name: 'Acepto las condiciones' }),
    ];
    expect(links.map((l) => l.textContent)).toEqual([
      'Nombre: Este campo es obligatorio',
      'Ciudad: Debe tener al menos 3 caracteres',
      'Acepto las condiciones: Debés aceptar las condiciones',
    ]);
    // Under each field, its message alone: the label already names it there.
    fields.forEach((field, i) => expect(field).toHaveAccessibleDescription(links[i]!.textContent!.split(': ')[1]!));
  });

  it('each link moves focus to its field and scrolls the field, label included, into view', async () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    renderForm();
    const user = userEvent.setup();
    await send(user);
    await user.click(within(summary()).getByRole('link', { name: 'Ciudad: Debe tener al menos 3 caracteres' }));
    const city = screen.getByRole('textbox', { name: 'Ciudad' });
    expect(city).toHaveFocus();
    // The field's wrapper (with its label) is what scrolls; the root's scroll padding clears the sticky header.
    expect(scrolled.mock.contexts.at(-1)).toContainElement(city);
    expect(scrolled.mock.contexts.at(-1)).toHaveTextContent('Ciudad');
    await user.click(within(summary()).getByRole('link', { name: 'Acepto las condiciones: Debés aceptar las condiciones' }));
    expect(screen.getByRole('checkbox', { name: 'Acepto las condiciones' })).toHaveFocus();
    // @ts-expect-error happy-dom has none; put back what was there
    delete HTMLElement.prototype.scrollIntoView;
  });

  it('does not change the location hash (views like #edit live there)', async () => {
    window.location.hash = 'edit';
    renderForm();
    const user = userEvent.setup();
    await send(user);
    await user.click(within(summary()).getByRole('link', { name: 'Nombre: Este campo es obligatorio' }));
    expect(window.location.hash).toBe('#edit');
    window.location.hash = '';
  });

  it('drops an entry once its field is fixed, and leaves when nothing is wrong any more', async () => {
    renderForm();
    const user = userEvent.setup();
    await send(user);
    await user.click(screen.getByRole('checkbox', { name: 'Acepto las condiciones' }));
    expect(within(summary()).getAllByRole('link')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Ciudad' }), 'c');
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes focus again on the next failed submit', async () => {
    renderForm();
    const user = userEvent.setup();
    await send(user);
    await user.click(screen.getByRole('textbox', { name: 'Nombre' }));
    await send(user);
    expect(summary().closest('[tabindex="-1"]')).toHaveFocus();
  });
});
