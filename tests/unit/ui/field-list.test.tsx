import { describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import { institutionInputSchema, type InstitutionInput } from '@contracts/entities/institutions';
import { formMessages } from '@contracts/messages';
import { fieldList } from '@/lib/forms/field-list';
import { useForm } from '@/lib/forms/use-form';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { UiProvider } from '@/ui/ui-provider';
import { ValidatedForm } from '@/ui/validated-form';
import { fakeTimerUser, fakeTimersAroundEachTest } from './fake-timers';

/**
 * The form layer on a nested schema with a list (decision 0018): an institution and its
 * addresses, validated by the contract's own schema. No screen edits one yet; this form
 * stands in for the admin screens that will.
 */
const emptyAddress = { address_line: '', city: '', state: '', country: '' };
const filledAddress = { address_line: 'Costanera 123', city: 'Tigre', state: 'Buenos Aires', country: 'Argentina' };

function InstitutionForm({ initial, onSubmit }: { initial: InstitutionInput; onSubmit: (data: InstitutionInput) => void }) {
  const form = useForm({ schema: institutionInputSchema, initialValues: initial, onSubmit });
  const addresses = fieldList(form, 'addresses');
  return (
    <ValidatedForm form={form}>
      <TextField label="Nombre" {...form.field('name')} />
      <TextField label="Presidente" {...form.field('president')} />
      <TextField label="Teléfono" {...form.field('phone_number')} />
      {addresses.keys.map((key, i) => (
        // A row is a fieldset named by its legend, as in the screens (institution-form.tsx).
        <fieldset key={key}>
          <legend>Dirección {i + 1}</legend>
          <TextField label="Calle y número" {...form.field(`addresses.${i}.address_line`)} />
          <TextField label="Ciudad" {...form.field(`addresses.${i}.city`)} />
          <TextField label="Provincia" {...form.field(`addresses.${i}.state`)} />
          <TextField label="País" {...form.field(`addresses.${i}.country`)} />
          <Button variant="secondary" onPress={() => addresses.remove(i)}>
            Quitar dirección {i + 1}
          </Button>
        </fieldset>
      ))}
      {addresses.errorMessage && <p>{addresses.errorMessage}</p>}
      <Button variant="secondary" onPress={() => addresses.append(emptyAddress)}>
        Agregar dirección
      </Button>
      <Button type="submit">Guardar</Button>
    </ValidatedForm>
  );
}

const club = { name: 'Club de Pesca Tigre', president: 'Ana Gómez', phone_number: '1123456789' };

function renderInstitution(addresses: InstitutionInput['addresses']) {
  const onSubmit = vi.fn();
  render(
    <UiProvider>
      <InstitutionForm initial={{ ...club, addresses }} onSubmit={onSubmit} />
    </UiProvider>,
  );
  return onSubmit;
}

const row = (n: number) => within(screen.getByRole('group', { name: `Dirección ${n}` }));
const city = (n: number) => row(n).getByRole('textbox', { name: 'Ciudad' });
const rows = () => screen.queryAllByRole('group', { name: /^Dirección/ });
const submit = () => fakeTimerUser().click(screen.getByRole('button', { name: 'Guardar' }));

describe('form lists: rows of a nested schema', () => {
  fakeTimersAroundEachTest();

  it('adds a row whose empty fields stay quiet until touched, even after a failed submit', async () => {
    renderInstitution([{ ...filledAddress, city: '' }]);
    await submit();
    expect(city(1)).toHaveAccessibleDescription('Este campo es obligatorio');
    await fakeTimerUser().click(screen.getByRole('button', { name: 'Agregar dirección' }));
    expect(rows()).toHaveLength(2);
    for (const field of row(2).getAllByRole('textbox')) expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('validates each row on its own, 500 ms after typing stops, with the message under that row', async () => {
    renderInstitution([filledAddress, filledAddress]);
    const user = fakeTimerUser();
    await user.clear(city(2));
    await user.type(city(2), 'ab');
    act(() => vi.advanceTimersByTime(499));
    expect(city(2)).not.toHaveAttribute('aria-invalid');
    act(() => vi.advanceTimersByTime(1));
    expect(city(2)).toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
    expect(city(1)).not.toHaveAttribute('aria-invalid');
  });

  it('sends the nested data, parsed by the contract, once every row is valid', async () => {
    const onSubmit = renderInstitution([filledAddress]);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ ...club, addresses: [filledAddress] }, expect.anything());
  });

  it('lists each row error in the summary, and its link takes focus to that row field', async () => {
    renderInstitution([filledAddress, { ...filledAddress, city: 'ab' }]);
    await submit();
    const summary = await screen.findByRole('alert');
    const link = within(summary).getByRole('link', { name: 'Dirección 2 — Ciudad: Debe tener al menos 3 caracteres' });
    await fakeTimerUser().click(link);
    expect(city(2)).toHaveFocus();
  });

  it('names a row field with its row, so rows that fail alike are told apart (decision 0059)', async () => {
    renderInstitution([{ ...filledAddress, city: '' }, filledAddress, { ...filledAddress, city: 'ab' }]);
    await submit();
    const lines = within(await screen.findByRole('alert')).getAllByRole('link').map((l) => l.textContent);
    expect(lines).toEqual(['Dirección 1 — Ciudad: Este campo es obligatorio', 'Dirección 3 — Ciudad: Debe tener al menos 3 caracteres']);
    // A field outside the rows keeps its label alone.
    await fakeTimerUser().clear(screen.getByRole('textbox', { name: /^Nombre/ }));
    await submit();
    expect(within(await screen.findByRole('alert')).getAllByRole('link')[0]).toHaveTextContent(/^Nombre: /);
  });

  it('removing a row moves the rows below up, with their values, messages and touched marks', async () => {
    renderInstitution([filledAddress, { ...filledAddress, city: 'ab' }, filledAddress]);
    await submit();
    expect(city(2)).toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
    await fakeTimerUser().click(screen.getByRole('button', { name: 'Quitar dirección 1' }));
    expect(rows()).toHaveLength(2);
    expect(city(1)).toHaveValue('ab');
    expect(city(1)).toHaveAccessibleDescription('Debe tener al menos 3 caracteres');
    expect(city(2)).not.toHaveAttribute('aria-invalid');
    expect(within(await screen.findByRole('alert')).getAllByRole('link')).toHaveLength(1);
  });

  it('a validation pending on a moved row still fires at its 500 ms, on the row where it now is', () => {
    const { result } = renderHook(() => {
      const form = useForm({ schema: institutionInputSchema, initialValues: { ...club, addresses: [filledAddress, filledAddress] }, onSubmit: vi.fn() });
      return { form, addresses: fieldList(form, 'addresses') };
    });
    act(() => result.current.form.setValue('addresses.1.city', 'ab'));
    act(() => vi.advanceTimersByTime(300));
    // Removed from code, so no blur validates first (a click on 'Quitar' would).
    act(() => result.current.addresses.remove(0));
    expect(result.current.form.values.addresses).toEqual([{ ...filledAddress, city: 'ab' }]);
    expect(result.current.form.field('addresses.0.city').errorMessage).toBeUndefined();
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.form.field('addresses.0.city').errorMessage).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.form.field('addresses.0.city').errorMessage).toBe('Debe tener al menos 3 caracteres');
    expect(result.current.addresses.keys).toEqual(['addresses:1']);
  });

  it("shows the list's own rule once no row is left, and clears it when a row is added", async () => {
    renderInstitution([filledAddress]);
    await fakeTimerUser().click(screen.getByRole('button', { name: 'Quitar dirección 1' }));
    await submit();
    expect(screen.getAllByText(formMessages.fillRequired).length).toBeGreaterThan(0);
    await fakeTimerUser().click(screen.getByRole('button', { name: 'Agregar dirección' }));
    expect(screen.queryByText(formMessages.fillRequired)).not.toBeInTheDocument();
  });
});
