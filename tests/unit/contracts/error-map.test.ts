import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { spanishErrorMap } from '@contracts/core/error-map';
import { credentialsSchema } from '@contracts/entities/session';
import { idParams } from '@contracts/params';

const messageOf = (schema: z.ZodTypeAny, value: unknown) => schema.safeParse(value, { errorMap: spanishErrorMap }).error?.issues[0]?.message;

describe('the Spanish zod error map', () => {
  it.each([
    ['a missing value', z.object({ a: z.string() }), {}, 'Este campo es obligatorio'],
    ['an array for an object', z.object({ a: z.string() }), [], 'Se esperaba objeto, se recibió lista'],
    ['an object for a text', z.string(), {}, 'Se esperaba texto, se recibió objeto'],
    ['a decimal for an integer', z.number().int(), 1.5, 'Se esperaba número entero, se recibió número con decimales'],
    ['a number too small', z.number().positive(), 0, 'Debe ser mayor que 0'],
    ['a number too big', z.number().max(10), 11, 'No debe ser más de 10'],
    ['a short text', z.string().min(3), 'ab', 'Debe tener al menos 3 caracteres'],
    ['a long text', z.string().max(3), 'abcd', 'No debe tener más de 3 caracteres'],
    ['an empty list', z.array(z.string()).min(1), [], 'Debe tener al menos 1 elemento'],
    ['a bad e-mail', z.string().email(), 'x', 'Por favor, introduce una dirección de correo electrónico válida'],
    ['a bad pattern', z.string().regex(/^\d+$/), 'x', 'Por favor, sigue el formato solicitado'],
    ['a value off the list', z.enum(['cash', 'transfer']), 'card', 'Valor inválido; se esperaba uno de: "cash", "transfer"'],
    ['a wrong literal', z.literal(3), 4, 'Se esperaba el valor 3'],
    ['an unknown key', z.object({}).strict(), { x: 1 }, 'Clave no reconocida: x'],
    ['no union branch', z.union([z.string(), z.number()]), true, 'El valor no coincide con ninguna de las formas permitidas'],
    ['a failed refinement', z.string().refine(() => false), 'x', 'Valor inválido'],
    ['not a multiple', z.number().multipleOf(5), 7, 'Debe ser múltiplo de 5'],
    ['an infinite number', z.number().finite(), Infinity, 'Debe ser un número finito'],
    ['a bad date', z.date(), new Date('x'), 'Fecha inválida'],
  ])('%s', (_, schema, value, expected) => {
    expect(messageOf(schema, value)).toBe(expected);
  });

  it("never lets zod's English through for any issue it raises here", () => {
    const english = /Required|Expected|Invalid|must|received|String|Number/;
    for (const [schema, value] of [
      [z.object({ a: z.object({ b: z.array(z.number()) }) }), { a: { b: ['x'] } }],
      [z.object({ a: z.string().url() }), { a: 'no' }],
      [z.string().datetime(), 'ayer'],
      [z.string().length(2), 'abc'],
    ] as const) {
      expect(messageOf(schema, value)).not.toMatch(english);
    }
  });

  it("keeps the messages a schema words itself (SPEC §5's stay exactly as they are)", () => {
    expect(messageOf(credentialsSchema, { username: '', password: 'secreto1' })).toBe('Este campo es obligatorio');
    expect(messageOf(z.string({ required_error: 'Por favor, completa todos los campos.' }), undefined)).toBe('Por favor, completa todos los campos.');
    expect(messageOf(z.string({ invalid_type_error: 'Propio' }), 3)).toBe('Propio');
    expect(messageOf(z.enum(['M', 'F'], { errorMap: () => ({ message: 'Este campo es obligatorio' }) }), 'X')).toBe('Este campo es obligatorio');
    expect(messageOf(z.number().min(1, 'Debe ser al menos 1'), 0)).toBe('Debe ser al menos 1');
    expect(messageOf(idParams, { id: '0' })).toBe('El identificador debe ser un número entero positivo');
  });
});
