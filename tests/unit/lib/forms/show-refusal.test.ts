import { describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '@/api';
import { NETWORK_ERROR_TEXT } from '@/api/result';
import { showRefusal } from '@/lib/forms/show-refusal';

const failure = (over: Partial<ApiFailure>): ApiFailure => ({
  ok: false,
  statusCode: 409,
  statusText: 'Conflict',
  message: '',
  data: null,
  ...over,
});

/** A form whose fields are `name` and `hp`: setFieldErrors answers what matched no field. */
function fakeForm() {
  const fields = new Set(['name', 'hp']);
  return {
    setFieldErrors: vi.fn((errors: Record<string, string | undefined>) =>
      Object.fromEntries(Object.entries(errors).filter(([key, m]) => m !== undefined && !fields.has(key))) as Record<string, string>,
    ),
    failSubmit: vi.fn(),
  };
}

describe('showRefusal', () => {
  it("puts the server's field messages on their fields and nothing above the form when all match", () => {
    const form = fakeForm();
    showRefusal(form, failure({ statusCode: 400, message: 'Datos inválidos', fieldErrors: { name: 'Debe tener al menos 3 caracteres' } }));
    expect(form.setFieldErrors).toHaveBeenCalledWith({ name: 'Debe tener al menos 3 caracteres' });
    expect(form.failSubmit).not.toHaveBeenCalled();
  });

  it('shows the field messages that match no field at the top of the form', () => {
    const form = fakeForm();
    showRefusal(form, failure({ fieldErrors: { name: 'Muy corto', team_id: 'Error: ID de equipo no encontrado' } }));
    expect(form.failSubmit).toHaveBeenCalledWith('Error: ID de equipo no encontrado');
  });

  it("shows the server's reason for a refusal that names no field", () => {
    const form = fakeForm();
    showRefusal(form, failure({ message: 'El equipo ya tiene una embarcación' }));
    expect(form.failSubmit).toHaveBeenCalledWith('El equipo ya tiene una embarcación');
  });

  it('leaves an outage to its toast: nothing is shown on the form', () => {
    const form = fakeForm();
    showRefusal(form, failure({ statusCode: 0, statusText: NETWORK_ERROR_TEXT, message: 'Error de conexión' }));
    showRefusal(form, failure({ statusCode: 500, message: 'Internal' }));
    expect(form.failSubmit).not.toHaveBeenCalled();
  });
});
