import { fc } from '@fast-check/vitest';
import type { ZodTypeAny } from 'zod';

/**
 * Values shaped by a zod declaration, for the property tests of the mock. They aim at valid
 * input (right types, lengths, patterns, enums) but need not always hit it: the declaration
 * itself decides afterwards whether a generated request is valid, so a looser generator
 * only means fewer valid cases, never a wrong expectation.
 *
 * Covers the zod types the contracts use for params, queries and bodies; any other type
 * throws, so a new one in the contracts is noticed here.
 */
type Def = { typeName: string; [key: string]: unknown };
type Check = { kind: string; value?: number; inclusive?: boolean; regex?: RegExp };

const defOf = (schema: ZodTypeAny) => schema._def as Def;

/** Ids in the demo seed are small: mostly pick one that may exist, sometimes any positive one. */
const positiveId = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 12 }), weight: 4 }, { arbitrary: fc.integer({ min: 1, max: 1_000_000 }), weight: 1 });

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
/** Real calendar dates around the competition season, as yyyy-mm-dd. */
const calendarDate = fc
  .date({ min: new Date('1940-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const dateTime = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** Text a Spanish form would hold: letters (accented too), digits, inner spaces. */
const textChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzñáéíóúü ABCDEFGHIJKLMNOPQRSTUVWXYZÑ0123456789.-');

function stringArbitrary(checks: readonly Check[]): fc.Arbitrary<string> {
  const min = checks.filter((c) => c.kind === 'min' || c.kind === 'length').reduce((m, c) => Math.max(m, c.value ?? 0), 0);
  const max = checks.filter((c) => c.kind === 'max' || c.kind === 'length').reduce((m, c) => Math.min(m, c.value ?? Infinity), Infinity);
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (checks.some((c) => c.kind === 'email')) return fc.emailAddress().filter(fits);
  if (checks.some((c) => c.kind === 'datetime')) return dateTime;
  if (checks.some((c) => c.kind === 'date')) return calendarDate;
  if (checks.some((c) => c.kind === 'url')) return fc.webUrl().filter(fits);
  if (checks.some((c) => c.kind === 'uuid')) return fc.uuid();
  const regex = checks.find((c) => c.kind === 'regex')?.regex;
  if (regex) {
    if (regex.source.includes('\\d{4}-\\d{2}-\\d{2}')) return regex.test('2026-01-01') && !regex.test('2026-01-01T10:00:00Z') ? calendarDate : fc.oneof(calendarDate, dateTime);
    return fc.stringMatching(regex, { size: 'small' }).map((s) => (fits(s) ? s : s.slice(0, Number.isFinite(max) ? max : undefined)));
  }
  const upper = Number.isFinite(max) ? Math.min(max, min + 24) : min + 24;
  return fc.string({ unit: textChar, minLength: min, maxLength: upper });
}

function numberArbitrary(checks: readonly Check[]): fc.Arbitrary<number> {
  const isInt = checks.some((c) => c.kind === 'int');
  let min = -1_000_000;
  let max = 1_000_000;
  for (const c of checks) {
    if (c.kind === 'min' && c.value !== undefined) min = Math.max(min, c.inclusive === false ? c.value + (isInt ? 1 : 0.01) : c.value);
    if (c.kind === 'max' && c.value !== undefined) max = Math.min(max, c.inclusive === false ? c.value - (isInt ? 1 : 0.01) : c.value);
  }
  if (isInt) return min >= 1 && max >= 1_000_000 ? positiveId : fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Two decimals, as amounts and lengths are typed.
  return fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100);
}

export function arbitraryOf(schema: ZodTypeAny): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.typeName) {
    case 'ZodString':
      return stringArbitrary(def.checks as Check[]);
    case 'ZodNumber':
      return numberArbitrary(def.checks as Check[]);
    case 'ZodBoolean':
      return fc.boolean();
    case 'ZodNull':
      return fc.constant(null);
    case 'ZodLiteral':
      return fc.constant(def.value);
    case 'ZodEnum':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'ZodNativeEnum':
      return fc.constantFrom(...Object.values(def.values as Record<string, unknown>).filter((v) => typeof v !== 'string' || !(v in (def.values as object))));
    case 'ZodOptional':
    case 'ZodDefault':
      return fc.option(arbitraryOf(def.innerType as ZodTypeAny), { nil: undefined, freq: 4 });
    case 'ZodNullable':
      return fc.option(arbitraryOf(def.innerType as ZodTypeAny), { nil: null, freq: 4 });
    case 'ZodEffects':
      return arbitraryOf(def.schema as ZodTypeAny);
    case 'ZodBranded':
      return arbitraryOf(def.type as ZodTypeAny);
    case 'ZodCatch':
    case 'ZodReadonly':
      return arbitraryOf(def.innerType as ZodTypeAny);
    case 'ZodLazy':
      return arbitraryOf((def.getter as () => ZodTypeAny)());
    case 'ZodTuple':
      return fc.tuple(...(def.items as ZodTypeAny[]).map(arbitraryOf));
    case 'ZodPipeline':
      // e.g. CUIT: what is typed (dashes allowed) or what it becomes (11 digits).
      return fc.oneof(arbitraryOf(def.in as ZodTypeAny), arbitraryOf(def.out as ZodTypeAny));
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion': {
      const options = (Array.isArray(def.options) ? def.options : [...(def.options as Map<unknown, ZodTypeAny>).values()]) as ZodTypeAny[];
      return fc.oneof(...options.map(arbitraryOf));
    }
    case 'ZodArray': {
      const minLength = (def.minLength as { value: number } | null)?.value ?? (def.exactLength as { value: number } | null)?.value ?? 0;
      const maxLength = Math.max(minLength, Math.min((def.maxLength as { value: number } | null)?.value ?? 3, 3));
      return fc.array(arbitraryOf(def.type as ZodTypeAny), { minLength, maxLength });
    }
    case 'ZodObject':
      return objectArbitrary(schema);
    case 'ZodRecord':
      return fc.dictionary(fc.string({ unit: textChar, minLength: 1, maxLength: 8 }), arbitraryOf(def.valueType as ZodTypeAny), { maxKeys: 3 });
    case 'ZodUnknown':
    case 'ZodAny':
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`zod-arbitrary: tipo ${def.typeName} sin generador`);
  }
}

/** Keys the object may omit: optional, defaulted, or whose preprocess turns '' into null. */
const isOptionalKey = (schema: ZodTypeAny) => schema.isOptional();

function objectArbitrary(schema: ZodTypeAny): fc.Arbitrary<Record<string, unknown>> {
  const shape = (schema as unknown as { shape: Record<string, ZodTypeAny> }).shape;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const unwrapped = defOf(field).typeName === 'ZodOptional' ? (defOf(field).innerType as ZodTypeAny) : field;
    model[key] = arbitraryOf(unwrapped);
    if (!isOptionalKey(field)) required.push(key);
  }
  return fc.record(model, { requiredKeys: required });
}
