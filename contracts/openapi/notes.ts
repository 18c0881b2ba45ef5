import type { WireKeywords } from '../core/wire';

/** The document's wording of the standard notes of contracts/core/wire.ts. */
export const notes: Record<NonNullable<WireKeywords['note']>, string> = {
  trimmed: 'Se quitan los espacios del principio y del final antes de contar la longitud (en caracteres Unicode).',
  decimalId: 'Entero positivo en decimal: solo dígitos, sin signo, ceros a la izquierda ni espacios.',
  dateOrDateTime: 'Fecha (aaaa-mm-dd) o fecha y hora ISO 8601 de un día que existe.',
  digits:
    'Número (DNI o teléfono): se guarda y se compara por sus dígitos. Si el texto tiene solo dígitos y separadores ' +
    '(espacios, puntos, guiones, barras, paréntesis), los separadores se quitan antes de validar: 36.020.003 es 36020003.',
  cuit:
    'CUIT en partes 2-8-1 separadas por guiones, p. ej. 27-30111222-4 (SPEC §5). ' +
    'El backend de demostración también acepta los 11 dígitos sin guiones y los guarda con guiones.',
};
