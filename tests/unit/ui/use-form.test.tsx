import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { requiredText } from '@contracts/core/fields';
import { useForm } from '@/lib/forms/use-form';
import { TextField } from '@/ui/text-field';
import { PasswordField } from '@/ui/password-field';
import { Checkbox } from '@/ui/checkbox';
import { Select } from '@/ui/select';
import { Button } from '@/ui/button';
import { UiProvider } from '@/ui/ui-provider';
import { ValidatedForm } from '@/ui/validated-form';
import { fakeTimerUser, fakeTimersAroundEachTest } from './fake-timers';

const schema = z
  .object({
    name: requiredText(3, 100),
    password: z.string().min(6, 'La contraseña debe tener al menos 6 caracteres.'),
    confirm: z.string(),
    accepted: z.boolean().refine((v) => v, 'Debés aceptar'),
    role: z.string().min(1, 'Este campo es obligatorio'),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'Las contraseñas no coinciden.' });
  });

const initialValues = { name: '', password: '', confirm: '', accepted: false, role: '' };

function TestForm({ onSubmit }: { onSubmit: (data: z.output<typeof schema>) => Promise<unknown> | unknown }) {
  const form = useForm({ schema, initialValues, onSubmit });
  return (
    <ValidatedForm form={form}>
      <TextField label="Nombre" {...form.field('name')} />
      <PasswordField label="Contraseña" {...form.field('password')} />
      <PasswordField label="Repetir contraseña" {...form.field('confirm')} />
      <Checkbox {...form.checkbox('accepted')}>Acepto</Checkbox>
      <Select
        label="Rol"
        options={[
          { id: '', label: 'Ninguno' },
          { id: 'owner', label: 'Dueño' },
        ]}
        {...form.select('role')}
      />
      <Button type="submit" isPending={form.isPending}>
        Enviar
      </Button>
      <button type="button" onClick={() => form.setFieldErrors({ name: 'Este nombre de usuario ya está en uso.', other: 'x' })}>
        Error del servidor
      </button>
    </ValidatedForm>
  );
}

const renderForm = (onSubmit = vi.fn()) => {
  render(
    <UiProvider>
      <TestForm onSubmit={onSubmit} />
    </UiProvider>,
  );
  return onSubmit;
};

const nameInput = () => screen.getByRole('textbox', { name: 'Nombre' });
const nameError = () => screen.queryByText('Debe tener al menos 3 caracteres');

describe('useForm validation timing (SPEC §5)', () => {
  fakeTimersAroundEachTest();
  const user = fakeTimerUser;

  it('shows no error while typing and until 500 ms after typing stops', async () => {
    renderForm();
    await user().type(nameInput(), 'ab');
    act(() => vi.advanceTimersByTime(499));
    expect(nameError()).not.toBeInTheDocument();
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error 500 ms after typing stops, tied to the input', async () => {
    renderForm();
    await user().type(nameInput(), 'ab');
    act(() => vi.advanceTimersByTime(500));
    expect(nameError()).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
  });

  it('restarts the 500 ms wait on every keystroke', async () => {
    renderForm();
    const u = user();
    await u.type(nameInput(), 'a');
    act(() => vi.advanceTimersByTime(400));
    await u.type(nameInput(), 'b');
    act(() => vi.advanceTimersByTime(400));
    expect(nameError()).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(nameError()).toBeInTheDocument();
  });

  it('validates at once on blur', async () => {
    renderForm();
    const u = user();
    await u.type(nameInput(), 'ab');
    fireEvent.blur(nameInput());
    expect(nameError()).toBeInTheDocument();
  });

  it('leaves the messages alone while the submit button is being pressed, so the press is not lost', async () => {
    renderForm();
    const u = user();
    await u.type(nameInput(), 'ab');
    const submit = screen.getByRole('button', { name: 'Enviar' });
    fireEvent.pointerDown(submit);
    fireEvent.blur(nameInput(), { relatedTarget: submit });
    expect(nameError()).not.toBeInTheDocument();
    fireEvent.pointerUp(submit);
    // Tabbing from the field to the submit button still validates on blur.
    fireEvent.blur(nameInput(), { relatedTarget: submit });
    expect(nameError()).toBeInTheDocument();
  });

  it('watches only presses that start in the form: a press elsewhere does not stop the blur validation', async () => {
    renderForm();
    await user().type(nameInput(), 'ab');
    fireEvent.pointerDown(document.body);
    fireEvent.blur(nameInput(), { relatedTarget: screen.getByRole('button', { name: 'Enviar' }) });
    expect(nameError()).toBeInTheDocument();
  });

  it('clears the error once the value becomes valid, after the same delay', async () => {
    renderForm();
    const u = user();
    await u.type(nameInput(), 'ab');
    fireEvent.blur(nameInput());
    await u.type(nameInput(), 'c');
    expect(nameError()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(500));
    expect(nameError()).not.toBeInTheDocument();
  });

  it('does not show errors of fields the user has not touched', async () => {
    renderForm();
    await user().type(nameInput(), 'abc');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Este campo es obligatorio')).not.toBeInTheDocument();
    expect(screen.queryByText('Debés aceptar')).not.toBeInTheDocument();
    expect(screen.queryByText(/contraseña debe tener/)).not.toBeInTheDocument();
  });

  it('validates a checkbox at once when toggled', async () => {
    renderForm();
    const u = user();
    const box = screen.getByRole('checkbox', { name: 'Acepto' });
    await u.click(box);
    await u.click(box);
    expect(screen.getByText('Debés aceptar')).toBeInTheDocument();
    await u.click(box);
    expect(screen.queryByText('Debés aceptar')).not.toBeInTheDocument();
  });

  it('validates a select at once when an option is chosen', async () => {
    renderForm();
    const u = user();
    await u.click(screen.getByRole('button', { name: /Rol/ }));
    await u.click(screen.getByRole('option', { name: 'Ninguno' }));
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
  });

  it('shows a cross-field refinement on its field and clears it when the partner changes', async () => {
    renderForm();
    const u = user();
    await u.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await u.type(screen.getByLabelText('Repetir contraseña'), 'secreto');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Contraseña'));
    await u.type(screen.getByLabelText('Contraseña'), 'secreto');
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('Las contraseñas no coinciden.')).not.toBeInTheDocument();
  });

  it('shows a server error on its field at once and drops it when the user edits that field', async () => {
    renderForm();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Error del servidor' }));
    expect(nameInput()).toHaveAccessibleDescription('Este nombre de usuario ya está en uso.');
    await u.type(nameInput(), 'abcd');
    expect(screen.queryByText('Este nombre de usuario ya está en uso.')).not.toBeInTheDocument();
  });
});

describe('useForm submit', () => {
  it('validates every field, shows all errors and focuses the error summary, which lists them in page order', async () => {
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Hay un problema' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Nombre: Este campo es obligatorio', 'Repetir contraseña: Las contraseñas no coinciden.', 'Acepto: Debés aceptar', 'Rol: Este campo es obligatorio']);
    // Inline too, with the same words: name and role (the summary's lines carry the label too).
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(2);
  });

  it('sends the parsed data once, and ignores a second submit while the first is pending', async () => {
    let finish!: () => void;
    const onSubmit = renderForm(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
    const user = userEvent.setup();
    await user.type(nameInput(), '  Ana  ');
    await user.type(screen.getByLabelText('Contraseña'), 'secreto1');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'secreto1');
    await user.click(screen.getByRole('checkbox', { name: 'Acepto' }));
    await user.click(screen.getByRole('button', { name: /Rol/ }));
    await user.click(screen.getByRole('option', { name: 'Dueño' }));

    const submit = screen.getByRole('button', { name: 'Enviar' });
    await user.click(submit);
    await user.click(submit);
    fireEvent.submit(submit.closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ana', password: 'secreto1', confirm: 'secreto1', accepted: true, role: 'owner' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');

    await act(async () => finish());
    expect(submit).not.toHaveAttribute('aria-disabled');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('useForm helpers', () => {
  const simple = z.object({ name: requiredText(3, 100), city: requiredText(3, 100) });
  const setup = () => renderHook(() => useForm({ schema: simple, initialValues: { name: 'Ana', city: 'Tigre' }, onSubmit: vi.fn() }));

  it('returns the server messages that match no field, for failSubmit', () => {
    const { result } = setup();
    let unmatched: Record<string, string> = {};
    act(() => {
      unmatched = result.current.setFieldErrors({ name: 'Ya existe', 'addresses.0.city': 'Ciudad inválida' });
    });
    expect(unmatched).toEqual({ 'addresses.0.city': 'Ciudad inválida' });
    expect(result.current.field('name').errorMessage).toBe('Ya existe');
  });

  it('reset puts back the values and forgets errors', () => {
    const { result } = setup();
    act(() => result.current.setFieldErrors({ name: 'Ya existe' }));
    act(() => result.current.setValue('name', 'Beto', 'never'));
    act(() => result.current.reset());
    expect(result.current.values).toEqual({ name: 'Ana', city: 'Tigre' });
    expect(result.current.field('name').isInvalid).toBe(false);
  });

  it('a failed submit names its fields: invalid, described by the summary message, until a value changes', () => {
    const { result } = setup();
    act(() => result.current.failSubmit('Usuario o contraseña incorrectos', ['name']));
    const summary = result.current.summary!;
    expect(summary.messages).toEqual(['Usuario o contraseña incorrectos']);
    expect(result.current.field('name')).toMatchObject({ isInvalid: true, errorMessage: undefined, 'aria-describedby': `${summary.id}-message` });
    expect(result.current.field('city')).toMatchObject({ isInvalid: false, 'aria-describedby': undefined });
    act(() => result.current.setValue('city', 'Quilmes', 'never'));
    expect(result.current.summary).toBeUndefined();
    expect(result.current.field('name').isInvalid).toBe(false);
  });

  it('each failure is a new summary attempt, even with the same words', () => {
    const { result } = setup();
    act(() => result.current.failSubmit('Error al crear el equipo'));
    const first = result.current.summary!.attempt;
    act(() => result.current.failSubmit('Error al crear el equipo'));
    expect(result.current.summary!.attempt).not.toBe(first);
  });

  it('server messages on fields are listed in the summary as well', () => {
    const { result } = setup();
    act(() => void result.current.setFieldErrors({ name: 'Este DNI ya está en uso.' }));
    expect(result.current.summary?.errors).toEqual([{ path: 'name', message: 'Este DNI ya está en uso.' }]);
  });
});

describe('useForm error summary content', () => {
  const simple = z.object({ name: requiredText(3, 100) });
  const describeInvalid = (errors: Record<string, string>) => (errors.name ? 'Por favor, completa todos los campos.' : undefined);

  it('puts the form-level message first, keeps it while it holds, and forgets everything on the next valid submit', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useForm({ schema: simple, initialValues: { name: '' }, onSubmit, describeInvalid }));
    await act(() => result.current.handleSubmit());
    expect(result.current.summary).toMatchObject({
      messages: ['Por favor, completa todos los campos.'],
      errors: [{ path: 'name', message: 'Este campo es obligatorio' }],
    });
    act(() => result.current.setValue('name', 'Ana', 'now'));
    expect(result.current.summary).toBeUndefined();
    act(() => result.current.failSubmit('Error del servidor'));
    await act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(result.current.summary).toBeUndefined();
  });
});

describe('useForm with a schema loaded on demand (decision 0004)', () => {
  const simple = z.object({ name: requiredText(3, 100) });
  /** A loader that resolves only when the test says so, like a chunk still on the wire. */
  const deferredLoader = () => {
    let deliver!: () => void;
    const arrived = new Promise<void>((resolve) => (deliver = resolve));
    const load = vi.fn(async () => {
      await arrived;
      return simple;
    });
    return { load, deliver };
  };

  it('loads nothing until the form needs it, then validates once the schema arrives', async () => {
    const { load, deliver } = deferredLoader();
    const { result } = renderHook(() => useForm({ schema: load, initialValues: { name: '' }, onSubmit: vi.fn() }));
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.field('name').onBlur());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.field('name').errorMessage).toBeUndefined();
    await act(async () => deliver());
    expect(result.current.field('name').errorMessage).toBe('Este campo es obligatorio');
  });

  it('a submit before the schema arrives waits for it and then sends the parsed data once', async () => {
    const { load, deliver } = deferredLoader();
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useForm({ schema: load, initialValues: { name: '  Ana  ' }, onSubmit }));
    let first!: Promise<void>;
    act(() => {
      first = result.current.handleSubmit();
      void result.current.handleSubmit(); // a double submit while loading is ignored
    });
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => {
      deliver();
      await first;
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Ana' });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
