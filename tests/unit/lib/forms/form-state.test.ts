import { describe, expect, it } from 'vitest';
import { emptyState, formReducer, visibleError, type FormAction, type FormState } from '@/lib/forms/form-state';

/**
 * The form's state transitions alone: no React, no timers, no schema. The verdicts stand in
 * for what the schema would say (schema-errors.ts).
 */
type Values = { name: string; confirm: string; prices: { amount: number | null }[] };
const start = (): FormState<Values> => emptyState({ name: '', confirm: '', prices: [{ amount: null }] });
const run = (state: FormState<Values>, ...actions: FormAction<Values>[]) => actions.reduce(formReducer, state);
const failing = (fieldErrors: Record<string, string>, formError?: string) => ({ success: false, fieldErrors, formError });
const passing = { success: true, fieldErrors: {} };

describe('form state: values and touched fields', () => {
  it('a change sets the value at its path and leaves the field untouched: its message waits for validation', () => {
    const state = run(start(), { type: 'changed', name: 'prices.0.amount', value: 5 });
    expect(state.values.prices[0]!.amount).toBe(5);
    expect(state.touched).toEqual({});
  });

  it('a validation run touches the named fields and shows their messages only', () => {
    const verdict = failing({ name: 'Este campo es obligatorio', confirm: 'Las contraseñas no coinciden.' });
    const state = run(start(), { type: 'validated', names: ['name'], verdict });
    expect(visibleError(state, 'name')).toBe('Este campo es obligatorio');
    expect(visibleError(state, 'confirm')).toBeUndefined();
  });

  it('a validation run refreshes fields touched before, so a cross-field message clears with its partner', () => {
    const mismatch = failing({ confirm: 'Las contraseñas no coinciden.' });
    const state = run(start(), { type: 'validated', names: ['confirm'], verdict: mismatch }, { type: 'validated', names: ['name'], verdict: passing });
    expect(visibleError(state, 'confirm')).toBeUndefined();
  });
});

describe('form state: server messages and refusals', () => {
  it('a server message shows on its field at once and goes when that field changes', () => {
    let state = run(start(), { type: 'server-errors', errors: { name: 'Ya existe' }, fields: ['name'], attempt: 1 });
    expect(visibleError(state, 'name')).toBe('Ya existe');
    expect(state.summary).toEqual({ attempt: 1, fields: ['name'], marked: [] });
    state = run(state, { type: 'changed', name: 'name', value: 'Otro' });
    expect(visibleError(state, 'name')).toBeUndefined();
  });

  it('a server message outranks the field’s own validation message', () => {
    const state = run(
      start(),
      { type: 'validated', names: ['name'], verdict: failing({ name: 'Debe tener al menos 3 caracteres' }) },
      { type: 'server-errors', errors: { name: 'Ya existe' }, fields: ['name'], attempt: 1 },
    );
    expect(visibleError(state, 'name')).toBe('Ya existe');
  });

  it('a refusal names its fields until any value changes; the summary keeps its listed fields', () => {
    let state = run(
      start(),
      { type: 'server-errors', errors: { confirm: 'x' }, fields: ['confirm'], attempt: 1 },
      { type: 'refused', message: 'Usuario o contraseña incorrectos', fields: ['name'], attempt: 2 },
    );
    expect(state.summary).toEqual({ attempt: 2, fields: ['confirm'], message: 'Usuario o contraseña incorrectos', marked: ['name'] });
    state = run(state, { type: 'changed', name: 'confirm', value: 'a' });
    expect(state.summary).toEqual({ attempt: 2, fields: ['confirm'], message: undefined, marked: [] });
  });
});

describe('form state: submit', () => {
  it('a failed check touches every field, forgets the server’s word and lists the failed fields as given', () => {
    const state = run(
      start(),
      { type: 'server-errors', errors: { name: 'Ya existe' }, fields: ['name'], attempt: 1 },
      { type: 'submit-checked', verdict: failing({ confirm: 'Este campo es obligatorio' }, 'Revisá las fechas'), failed: ['confirm'], attempt: 2 },
    );
    expect(state.touched).toEqual({ name: true, confirm: true, prices: true, 'prices.0.amount': true });
    expect(state.server).toEqual({});
    expect(state.formError).toBe('Revisá las fechas');
    expect(state.summary).toEqual({ attempt: 2, fields: ['confirm'], marked: [] });
  });

  it('a passing check clears the summary', () => {
    const state = run(
      start(),
      { type: 'refused', message: 'Error del servidor', fields: [], attempt: 1 },
      { type: 'submit-checked', verdict: passing, failed: [], attempt: 1 },
    );
    expect(state.summary).toBeUndefined();
  });

  it('the form-level message follows later validation runs once shown, and is not shown by them before a submit', () => {
    const before = run(start(), { type: 'validated', names: ['name'], verdict: failing({}, 'Revisá las fechas') });
    expect(before.formError).toBeUndefined();
    const after = run(
      start(),
      { type: 'submit-checked', verdict: failing({}, 'Revisá las fechas'), failed: [], attempt: 1 },
      { type: 'validated', names: ['name'], verdict: passing },
    );
    expect(after.formError).toBeUndefined();
  });

  it('a reset puts back values and forgets messages, but not a submit under way', () => {
    const state = run(
      start(),
      { type: 'submit-phase', phase: 'sending' },
      { type: 'changed', name: 'name', value: 'Ana' },
      { type: 'server-errors', errors: { name: 'Ya existe' }, fields: ['name'], attempt: 1 },
      { type: 'reset', values: { name: 'Beto', confirm: '', prices: [] } },
    );
    expect(state).toEqual({ ...emptyState({ name: 'Beto', confirm: '', prices: [] }), submit: 'sending' });
  });

  it('never changes the state it is given', () => {
    const before = start();
    const copy = structuredClone(before);
    run(before, { type: 'changed', name: 'prices.0.amount', value: 3 }, { type: 'validated', names: ['name'], verdict: failing({ name: 'x' }) });
    expect(before).toEqual(copy);
  });
});
