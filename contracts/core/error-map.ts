import { defaultErrorMap, ZodIssueCode, type ZodErrorMap, type ZodIssueOptionalMessage, type ZodParsedType } from 'zod';
import { validationMessages as m } from './messages';

/** Spanish names of what zod found or expected. */
const typeNames: Partial<Record<ZodParsedType | 'integer' | 'float', string>> = {
  string: 'texto',
  number: 'número',
  integer: 'número entero',
  float: 'número con decimales',
  nan: 'NaN',
  boolean: 'verdadero o falso',
  bigint: 'número entero grande',
  date: 'fecha',
  symbol: 'símbolo',
  function: 'función',
  undefined: 'nada',
  null: 'null',
  array: 'lista',
  object: 'objeto',
  unknown: 'un valor desconocido',
  promise: 'promesa',
  void: 'nada',
  never: 'nada',
  map: 'mapa',
  set: 'conjunto',
};
const typeName = (type: string) => typeNames[type as ZodParsedType] ?? type;
const quoted = (values: readonly unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** The Spanish text of one issue (SPEC §5's generic messages where one fits). */
export function spanishMessage(issue: ZodIssueOptionalMessage): string {
  switch (issue.code) {
    case ZodIssueCode.invalid_type:
      if (issue.received === 'undefined') return m.required;
      return `Se esperaba ${typeName(issue.expected)}, se recibió ${typeName(issue.received)}`;
    case ZodIssueCode.invalid_literal:
      return `Se esperaba el valor ${JSON.stringify(issue.expected)}`;
    case ZodIssueCode.unrecognized_keys:
      return `${issue.keys.length === 1 ? 'Clave no reconocida' : 'Claves no reconocidas'}: ${issue.keys.join(', ')}`;
    case ZodIssueCode.invalid_union:
      return 'El valor no coincide con ninguna de las formas permitidas';
    case ZodIssueCode.invalid_union_discriminator:
      return `Valor de discriminador inválido; se esperaba uno de: ${quoted(issue.options)}`;
    case ZodIssueCode.invalid_enum_value:
      return `Valor inválido; se esperaba uno de: ${quoted(issue.options)}`;
    case ZodIssueCode.invalid_arguments:
      return 'Argumentos inválidos';
    case ZodIssueCode.invalid_return_type:
      return 'Valor de retorno inválido';
    case ZodIssueCode.invalid_date:
      return 'Fecha inválida';
    case ZodIssueCode.invalid_string:
      if (issue.validation === 'email') return m.email;
      if (issue.validation === 'url') return 'Por favor, introduce una URL válida';
      if (issue.validation === 'datetime' || issue.validation === 'date' || issue.validation === 'time') return 'Por favor, introduce una fecha u hora válida';
      if (typeof issue.validation === 'object' && 'includes' in issue.validation) return `Debe incluir "${issue.validation.includes}"`;
      if (typeof issue.validation === 'object' && 'startsWith' in issue.validation) return `Debe comenzar con "${issue.validation.startsWith}"`;
      if (typeof issue.validation === 'object' && 'endsWith' in issue.validation) return `Debe terminar con "${issue.validation.endsWith}"`;
      return m.pattern;
    case ZodIssueCode.too_small: {
      const n = Number(issue.minimum);
      if (issue.type === 'string') return issue.exact ? `Debe tener exactamente ${n} caracteres` : m.minLength(n);
      if (issue.type === 'array' || issue.type === 'set') return issue.exact ? `Debe tener exactamente ${n} elementos` : `Debe tener al menos ${n} ${n === 1 ? 'elemento' : 'elementos'}`;
      if (issue.type === 'date') return `La fecha debe ser ${issue.inclusive ? 'igual o posterior' : 'posterior'} al ${new Date(n).toISOString().slice(0, 10)}`;
      return issue.inclusive ? m.min(n) : `Debe ser mayor que ${n}`;
    }
    case ZodIssueCode.too_big: {
      const n = Number(issue.maximum);
      if (issue.type === 'string') return issue.exact ? `Debe tener exactamente ${n} caracteres` : m.maxLength(n);
      if (issue.type === 'array' || issue.type === 'set') return issue.exact ? `Debe tener exactamente ${n} elementos` : `No debe tener más de ${n} ${n === 1 ? 'elemento' : 'elementos'}`;
      if (issue.type === 'date') return `La fecha debe ser ${issue.inclusive ? 'igual o anterior' : 'anterior'} al ${new Date(n).toISOString().slice(0, 10)}`;
      return issue.inclusive ? m.max(n) : `Debe ser menor que ${n}`;
    }
    case ZodIssueCode.invalid_intersection_types:
      return 'Los valores no se pueden combinar';
    case ZodIssueCode.not_multiple_of:
      return `Debe ser múltiplo de ${String(issue.multipleOf)}`;
    case ZodIssueCode.not_finite:
      return 'Debe ser un número finito';
    case ZodIssueCode.custom:
    default:
      return 'Valor inválido';
  }
}

/**
 * The error map the server validates requests with (mocks/core/define-handler.ts): every zod
 * issue gets Spanish text, so a body or parameter error never reads 'Required' or 'Expected
 * object, received array'. Messages a schema states itself win: a check's own message never
 * reaches an error map, and a schema-bound one (required_error, invalid_type_error, an enum's
 * errorMap) shows up here as a default that differs from zod's English one, and is kept.
 */
export const spanishErrorMap: ZodErrorMap = (issue, ctx) => {
  const zodDefault = defaultErrorMap(issue, { data: ctx.data, defaultError: '' }).message;
  if (ctx.defaultError !== zodDefault) return { message: ctx.defaultError };
  return { message: spanishMessage(issue) };
};
