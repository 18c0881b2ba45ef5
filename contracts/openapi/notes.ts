import type { WireKeywords } from '../core/wire';

const argentineDayInput =
  'Fecha (aaaa-mm-dd) o fecha y hora ISO 8601 de un día que existe. Una fecha sola es un día de Argentina ' +
  '(America/Argentina/Buenos_Aires, UTC−03:00 todo el año)';
const wallTimeInput = 'Una fecha y hora sin desplazamiento es hora de Argentina.';

/** The document's wording of the standard notes of contracts/core/wire.ts. */
export const notes: Record<NonNullable<WireKeywords['note']>, string> = {
  trimmed: 'Se quitan los espacios del principio y del final antes de contar la longitud (en caracteres Unicode).',
  decimalId: 'Entero positivo en decimal: solo dígitos, sin signo, ceros a la izquierda ni espacios.',
  dateOrDateTime: 'Fecha (aaaa-mm-dd) o fecha y hora ISO 8601 de un día que existe.',
  digits:
    'Número (DNI o teléfono): se guarda y se compara por sus dígitos. Si el texto tiene solo dígitos y separadores ' +
    '(espacios, puntos, guiones, barras, paréntesis), los separadores se quitan antes de validar: 36.020.003 es 36020003.',
  // Decision 0038: the days an organiser enters are days in Argentina.
  periodStartInput:
    `${argentineDayInput} y vale desde sus 00:00:00.000: 2026-10-26 se guarda como 2026-10-26T00:00:00.000-03:00. ${wallTimeInput}`,
  periodEndInput:
    `${argentineDayInput} y vale hasta sus 23:59:59.999: 2026-12-25 se guarda como 2026-12-25T23:59:59.999-03:00 ` +
    `(2026-12-26T02:59:59.999Z). ${wallTimeInput}`,
  periodStart:
    'Comienzo del período: las 00:00:00.000 de su primer día en Argentina, con el desplazamiento de Argentina, ' +
    'p. ej. 2026-10-26T00:00:00.000-03:00. Comparalo como instante, no como texto.',
  periodEnd:
    'Fin del período, incluido: las 23:59:59.999 de su último día en Argentina, con el desplazamiento de Argentina, ' +
    'p. ej. 2026-12-25T23:59:59.999-03:00 (2026-12-26T02:59:59.999Z). Comparalo como instante, no como texto.',
  argentineTime:
    'Instante con la hora que fijó el organizador, en hora de Argentina y con su desplazamiento, ' +
    'p. ej. 2026-12-25T06:00:00.000-03:00. Comparalo como instante, no como texto.',
  cuit:
    'CUIT en partes 2-8-1 separadas por guiones, p. ej. 27-30111222-4 (SPEC §5). ' +
    'El backend de demostración también acepta los 11 dígitos sin guiones y los guarda con guiones.',
};
