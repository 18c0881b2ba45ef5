import { describe, expect, it } from 'vitest';
import { errorSummaryContent } from '@/lib/forms/error-summary-content';
import { emptyState, type FormState } from '@/lib/forms/form-state';

/** The error summary's content built from a form state alone (decision 0018). */
type Values = { name: string; city: string };
const state = (over: Partial<FormState<Values>>): FormState<Values> => ({ ...emptyState({ name: '', city: '' }), ...over });
const failedSubmit = { attempt: 3, fields: ['city', 'name'], marked: [] };

describe('error summary content', () => {
  it('is empty before any failed submit, whatever the fields say', () => {
    expect(errorSummaryContent(state({ touched: { name: true }, validation: { name: 'x' } }), 'f')).toBeUndefined();
  });

  it('lists each failed field in the given (page) order with its inline message, the server’s first', () => {
    const content = errorSummaryContent(
      state({
        summary: failedSubmit,
        touched: { name: true, city: true },
        validation: { name: 'Este campo es obligatorio', city: 'Debe tener al menos 3 caracteres' },
        server: { name: 'Ya existe' },
      }),
      'f',
    );
    expect(content).toEqual({
      id: 'f',
      attempt: 3,
      messages: [],
      errors: [
        { path: 'city', message: 'Debe tener al menos 3 caracteres' },
        { path: 'name', message: 'Ya existe' },
      ],
    });
  });

  it('drops a field once its message no longer shows, and the whole summary once nothing holds', () => {
    const fixed = state({ summary: failedSubmit, touched: { name: true, city: true }, validation: { name: 'Este campo es obligatorio' } });
    expect(errorSummaryContent(fixed, 'f')?.errors).toEqual([{ path: 'name', message: 'Este campo es obligatorio' }]);
    expect(errorSummaryContent({ ...fixed, validation: {} }, 'f')).toBeUndefined();
  });

  it('puts the refusal, the form-level message and the object-level message first, each once', () => {
    const describeInvalid = (errors: Record<string, string>, values: Values) =>
      errors.name && values.city === '' ? 'Por favor, completa todos los campos.' : undefined;
    const content = errorSummaryContent(
      state({
        summary: { ...failedSubmit, message: 'Por favor, completa todos los campos.' },
        touched: { name: true },
        validation: { name: 'Este campo es obligatorio' },
        formError: 'Revisá las fechas',
      }),
      'f',
      describeInvalid,
    );
    expect(content?.messages).toEqual(['Por favor, completa todos los campos.', 'Revisá las fechas']);
  });

  it('passes the form-level rule only the messages the summary lists', () => {
    const seen: Record<string, string>[] = [];
    errorSummaryContent(
      state({ summary: { ...failedSubmit, fields: ['name'] }, touched: { name: true, city: true }, validation: { name: 'a', city: 'b' } }),
      'f',
      (errors) => void seen.push(errors),
    );
    expect(seen).toEqual([{ name: 'a' }]);
  });
});
