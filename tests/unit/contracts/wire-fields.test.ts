import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cuit, cuitField, idParam, isCalendarDate, isoDate, queryId, requiredDateTime, requiredText } from '@contracts/core/fields';
import { codePointLength, text, textMessages } from '@contracts/core/text';
import { createSchemaConverter } from '@contracts/openapi/zod-to-schema';

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
const { convert } = createSchemaConverter(new Map());

/** The server's verdict (zod) and the document's (the converted JSON Schema under ajv), side by side. */
const verdicts = (schema: z.ZodTypeAny, value: unknown) => ({
  server: schema.safeParse(value).success,
  document: ajv.validate(convert(schema) as object, value),
});
const firstMessage = (schema: z.ZodTypeAny, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('text: the server and the document count and refuse the same way', () => {
  it('counts lengths in code points, so 15 emoji fit a maximum of 15 (zod alone counts 30 UTF-16 units)', () => {
    const phone = requiredText(8, 15);
    expect(codePointLength('🎣'.repeat(8))).toBe(8);
    expect(verdicts(phone, '🎣'.repeat(15))).toEqual({ server: true, document: true });
    expect(verdicts(phone, '🎣'.repeat(16))).toEqual({ server: false, document: false });
    expect(verdicts(requiredText(3, 100), '🐟🐟')).toEqual({ server: false, document: false });
  });

  it('refuses control characters (NUL, escape, DEL) with 400 text, and keeps tabs and line breaks', () => {
    const description = requiredText(3, 1000);
    for (const bad of ['Hola\u0000mundo', 'Hola\u001b[31m', 'Hola\u007f', 'Hola\u0085']) {
      expect(verdicts(description, bad)).toEqual({ server: false, document: false });
      expect(firstMessage(description, bad)).toBe(textMessages.controlCharacter);
    }
    expect(verdicts(description, 'Línea uno\nLínea dos\tfin\r\n')).toEqual({ server: true, document: true });
  });

  it('trims before counting, and the document says so', () => {
    expect(requiredText(3, 5).parse('  Ana  ')).toBe('Ana');
    expect(firstMessage(requiredText(3, 5), '  A  ')).toBe('Debe tener al menos 3 caracteres');
    expect(convert(requiredText(3, 5))).toMatchObject({ minLength: 3, maxLength: 5, description: expect.stringContaining('espacios') });
  });

  it('an optional text is null or long enough: an empty string is refused, as minLength says', () => {
    const email = text({ min: 8, max: 100 }).nullable().optional();
    expect(verdicts(email, '')).toEqual({ server: false, document: false });
    expect(verdicts(email, null)).toEqual({ server: true, document: true });
  });
});

describe('dates are real calendar days', () => {
  it.each(['0000-00-00', '2026-02-30', '2026-13-01', '2026-04-31', '2025-02-29'])('%s is refused by the server and the document', (day) => {
    expect(isCalendarDate(day)).toBe(false);
    expect(verdicts(isoDate, day)).toEqual({ server: false, document: false });
  });

  it('a real day passes both, leap days included', () => {
    expect(verdicts(isoDate, '2024-02-29')).toEqual({ server: true, document: true });
    expect(convert(isoDate)).toMatchObject({ type: 'string', format: 'date' });
  });

  it('dates and date-times of competitions and prices: the same calendar rule', () => {
    expect(verdicts(requiredDateTime(), '2026-02-30T10:00:00Z')).toEqual({ server: false, document: false });
    expect(verdicts(requiredDateTime(), '1900-02-29')).toEqual({ server: false, document: false });
    expect(verdicts(requiredDateTime(), '2000-02-29T00:00')).toEqual({ server: true, document: true });
    expect(verdicts(requiredDateTime(), '2026-02-28T10:00:00Z')).toEqual({ server: true, document: true });
    expect(verdicts(requiredDateTime(), '2026-02-31')).toEqual({ server: false, document: false });
  });
});

describe('CUIT: what the client sends is what the document describes', () => {
  it("the body carries '27-30111222-4', and the document's pattern says so", () => {
    expect(verdicts(cuitField(), '27-30111222-4')).toEqual({ server: true, document: true });
    expect(convert(cuitField())).toMatchObject({ type: 'string', pattern: '^\\d{2}-\\d{8}-\\d$' });
    expect(convert(cuit)).toMatchObject({ pattern: '^\\d{2}-\\d{8}-\\d$' });
  });

  it('a form may type it without hyphens: it is sent in 2-8-1 parts; 10 digits are refused in Spanish', () => {
    expect(cuitField().parse('27301112224')).toBe('27-30111222-4');
    expect(firstMessage(cuitField(), '2730111222')).toBe('CUIT debe tener exactamente 11 dígitos');
  });
});

describe('ids in paths and queries are positive decimal integers', () => {
  it.each(['0x2d', '1e3', '+5', ' 5', '5 ', '05', '0', '-3', '4.5', '', '9007199254740993'])('%j is refused', (raw) => {
    expect(idParam.safeParse(raw).success).toBe(false);
    expect(queryId.safeParse(raw).success).toBe(false);
    expect(firstMessage(idParam, raw)).toBe('El identificador debe ser un número entero positivo');
  });

  it('digits become the number; callers may pass numbers; the document states the pattern', () => {
    expect(idParam.parse('45')).toBe(45);
    expect(idParam.parse(1000)).toBe(1000);
    expect(convert(idParam)).toMatchObject({ type: 'string', pattern: '^[1-9][0-9]*$' });
    expect(ajv.validate(convert(idParam) as object, '0x2d')).toBe(false);
  });
});
